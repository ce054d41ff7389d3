import { ANALYTICS_PERIOD_DEFAULT_DAYS, resolveAnalyticsPeriod } from '@app/contract/rules/recruiting-analytics';

/* The analytics page's period and posting, kept in the address (`?from&to&posting`) so a view can be shared. */

const DAY_MS = 86_400_000;

/** The viewer's zone, which the server buckets and bounds the period in. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Today's calendar date in `timeZone`. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/** The default period: the last 90 days up to today. */
export function defaultPeriod(today: string) {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (ANALYTICS_PERIOD_DEFAULT_DAYS - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: today };
}

export type FilterDraft = { from: string; to: string; posting: string };

/** The filter read from the address, with the defaults where a value is missing. */
export function filterFromParams(params: URLSearchParams, today: string): FilterDraft {
  const period = defaultPeriod(today);
  return {
    from: params.get('from') ?? period.from,
    to: params.get('to') ?? period.to,
    posting: /^\d+$/.test(params.get('posting') ?? '') ? String(params.get('posting')) : 'all',
  };
}

/** The field and message key of the first problem with a draft period (the contract's rule), or null. */
export function periodProblem(draft: FilterDraft, today: string) {
  const result = resolveAnalyticsPeriod({ from: draft.from, to: draft.to }, today);
  return result.ok ? null : { path: result.path, key: result.key };
}
