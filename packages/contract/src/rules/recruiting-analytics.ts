import type { ApplicationStatus } from './application-state';

/*
 * Recruiting analytics (decision 037): a period of whole days, bucketed so a chart has a readable number of points,
 * and the funnel of stages an application passes on its way to a hire.
 */

/** The longest period a report covers. */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;
/** The period when none is chosen: the last 90 days. */
export const ANALYTICS_PERIOD_DEFAULT_DAYS = 90;

export const ANALYTICS_BUCKETS = ['day', 'week', 'month'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

/** The funnel's stages in order; an application counts for every stage up to the furthest it reached. */
export const FUNNEL_STAGES = [
  'APPLIED',
  'DOCUMENT_REVIEW',
  'INTERVIEW_PROPOSED',
  'INTERVIEW_SCHEDULED',
  'OFFERED',
  'OFFER_ACCEPTED',
  'HIRED',
] as const satisfies readonly ApplicationStatus[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const DAY_MS = 86_400_000;
const dayOf = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== value ? null : at;
};
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

export type AnalyticsPeriod = { from: string; to: string; days: number; bucket: AnalyticsBucket };

/**
 * The period from `from` to `to` (both included, calendar dates), defaulting to the last 90 days up to `today`.
 * Returns the field when a date is not one, `to` is before `from`, or the period is longer than a year.
 */
export function resolveAnalyticsPeriod(
  input: { from?: string | undefined; to?: string | undefined },
  today: string,
): { ok: true; period: AnalyticsPeriod } | { ok: false; path: 'from' | 'to'; key: string } {
  const to = input.to === undefined ? dayOf(today) : dayOf(input.to);
  if (to === null) return { ok: false, path: 'to', key: 'validation.invalid' };
  const from = input.from === undefined ? to - (ANALYTICS_PERIOD_DEFAULT_DAYS - 1) * DAY_MS : dayOf(input.from);
  if (from === null) return { ok: false, path: 'from', key: 'validation.invalid' };
  if (to < from) return { ok: false, path: 'to', key: 'validation.endBeforeStart' };
  const days = Math.round((to - from) / DAY_MS) + 1;
  if (days > ANALYTICS_PERIOD_MAX_DAYS) return { ok: false, path: 'from', key: 'validation.analyticsPeriodTooLong' };
  return { ok: true, period: { from: isoDay(from), to: isoDay(to), days, bucket: bucketFor(days) } };
}

/** Days for a month, weeks up to about half a year, months beyond. */
export function bucketFor(days: number): AnalyticsBucket {
  if (days <= 31) return 'day';
  if (days <= 184) return 'week';
  return 'month';
}

/**
 * The funnel from how many applications stopped at each furthest stage: each stage counts those that reached it or
 * went further, so the numbers never grow down the funnel.
 */
export function funnelFromFurthest(furthest: Partial<Record<FunnelStage, number>>) {
  let running = 0;
  const counts = [...FUNNEL_STAGES].reverse().map((stage) => {
    running += furthest[stage] ?? 0;
    return { stage, count: running };
  });
  return counts.reverse();
}

/** The share (0–1) of one stage's applications that reached the next, or null when none reached the first. */
export function conversionRate(from: number, to: number): number | null {
  return from === 0 ? null : to / from;
}
