import { conversionRate } from '@app/contract/rules/recruiting-analytics';
import type { RecruitingAnalytics } from '@app/contract/schemas/recruiting-analytics';

/*
 * The analytics page's figures shaped for its charts and tables (the same rows feed both, so what a chart draws is
 * exactly what its table says).
 */

/** How many postings get a series of their own in the applicants chart; the rest are summed as "other postings". */
export const CHART_POSTINGS = 5;
export const OTHER_POSTINGS = 'other';

export type Series = { key: string; label: string | null };
export type OverTimeRow = { bucketStart: string; total: number } & Record<string, number | string>;

/** Applicants per bucket, one column per busiest posting (the others summed), buckets in order. */
export function applicantsTable(data: RecruitingAnalytics) {
  const perPosting = new Map<number, number>();
  for (const r of data.applicantsOverTime) perPosting.set(r.postingId, (perPosting.get(r.postingId) ?? 0) + r.count);
  const busiest = [...perPosting.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]).map(([id]) => id);
  const shown = new Set(busiest.slice(0, CHART_POSTINGS));
  const title = new Map(data.postings.map((p) => [p.id, p.title]));
  const series: Series[] = busiest
    .slice(0, CHART_POSTINGS)
    .map((id) => ({ key: `p${id}`, label: title.get(id) ?? `#${id}` }));
  if (busiest.length > CHART_POSTINGS) series.push({ key: OTHER_POSTINGS, label: null });
  const rows = new Map<string, OverTimeRow>();
  for (const r of data.applicantsOverTime) {
    const row = rows.get(r.bucketStart) ?? { bucketStart: r.bucketStart, total: 0 };
    const key = shown.has(r.postingId) ? `p${r.postingId}` : OTHER_POSTINGS;
    row[key] = Number(row[key] ?? 0) + r.count;
    row.total += r.count;
    rows.set(r.bucketStart, row);
  }
  const ordered = [...rows.values()].sort((a, b) => a.bucketStart.localeCompare(b.bucketStart));
  return { series, rows: ordered, total: ordered.reduce((n, r) => n + r.total, 0) };
}

/** Each funnel stage with its share of all applicants and of the stage before it (null when nothing to divide). */
export function funnelRows(data: RecruitingAnalytics) {
  const first = data.funnel[0]?.count ?? 0;
  return data.funnel.map((s, i) => ({
    stage: s.stage,
    count: s.count,
    ofApplicants: conversionRate(first, s.count),
    fromPrevious: i === 0 ? null : conversionRate(data.funnel[i - 1]?.count ?? 0, s.count),
  }));
}

export function sourceRows(data: RecruitingAnalytics) {
  const total = data.sources.applied + data.sources.proposal;
  return (['applied', 'proposal'] as const).map((source) => ({
    source,
    count: data.sources[source],
    share: conversionRate(total, data.sources[source]),
  }));
}

/** Whether the period has anything to show. */
export const isEmptyReport = (data: RecruitingAnalytics) =>
  (data.funnel[0]?.count ?? 0) === 0 && data.timeToHire.hires === 0;
