import type { RecruitingAnalytics } from '@app/contract/schemas/recruiting-analytics';
import { describe, expect, it } from 'vitest';
import { applicantsTable, funnelRows, isEmptyReport, sourceRows } from './analytics-view';

const report = (over: Partial<RecruitingAnalytics> = {}): RecruitingAnalytics => ({
  period: { from: '2026-11-01', to: '2026-11-30', bucket: 'day', timeZone: 'Asia/Seoul' },
  postings: [],
  applicantsOverTime: [],
  funnel: [
    { stage: 'APPLIED', count: 4 },
    { stage: 'DOCUMENT_REVIEW', count: 2 },
    { stage: 'INTERVIEW_PROPOSED', count: 0 },
    { stage: 'INTERVIEW_SCHEDULED', count: 0 },
    { stage: 'OFFERED', count: 0 },
    { stage: 'OFFER_ACCEPTED', count: 0 },
    { stage: 'HIRED', count: 0 },
  ],
  stageDurations: [],
  timeToHire: { medianDays: null, hires: 0 },
  sources: { applied: 3, proposal: 1 },
  ...over,
});

describe('analytics view', () => {
  it('keeps the five busiest postings apart and sums the rest per bucket, buckets in order', () => {
    const postings = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, title: `P${i + 1}` }));
    const applicantsOverTime = postings.flatMap((p) => [
      { postingId: p.id, bucketStart: '2026-11-02', count: p.id },
      { postingId: p.id, bucketStart: '2026-11-01', count: 1 },
    ]);
    const { series, rows, total } = applicantsTable(report({ postings, applicantsOverTime }));
    expect(series.map((s) => s.key)).toEqual(['p7', 'p6', 'p5', 'p4', 'p3', 'other']);
    expect(rows.map((r) => r.bucketStart)).toEqual(['2026-11-01', '2026-11-02']);
    expect(rows[1]).toMatchObject({ p7: 7, p3: 3, other: 1 + 2, total: 28 });
    expect(total).toBe(35);
  });

  it('gives each stage its share of all applicants and of the stage before; nothing to divide is null', () => {
    const rows = funnelRows(report());
    expect(rows[1]).toMatchObject({ count: 2, ofApplicants: 0.5, fromPrevious: 0.5 });
    expect(rows[3]).toMatchObject({ fromPrevious: null });
    expect(sourceRows(report()).map((r) => r.share)).toEqual([0.75, 0.25]);
  });

  it('is empty with no applicant and no hire in the period', () => {
    const none = report().funnel.map((s) => ({ ...s, count: 0 }));
    expect(isEmptyReport(report({ funnel: none }))).toBe(true);
    expect(isEmptyReport(report({ funnel: none, timeToHire: { medianDays: 3, hires: 1 } }))).toBe(false);
  });
});
