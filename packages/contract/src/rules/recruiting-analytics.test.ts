import { describe, expect, it } from 'vitest';
import { bucketFor, conversionRate, funnelFromFurthest, resolveAnalyticsPeriod } from './recruiting-analytics';

describe('resolveAnalyticsPeriod', () => {
  it('defaults to the last 90 days, both ends included', () => {
    expect(resolveAnalyticsPeriod({}, '2026-11-27')).toEqual({
      ok: true,
      period: { from: '2026-08-30', to: '2026-11-27', days: 90, bucket: 'week' },
    });
  });

  it('takes a chosen period and buckets it by length', () => {
    const r = resolveAnalyticsPeriod({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-27');
    expect(r).toEqual({ ok: true, period: { from: '2026-11-01', to: '2026-11-30', days: 30, bucket: 'day' } });
    expect(bucketFor(31)).toBe('day');
    expect(bucketFor(32)).toBe('week');
    expect(bucketFor(185)).toBe('month');
  });

  it('refuses bad dates, reversed ends and periods over a year', () => {
    expect(resolveAnalyticsPeriod({ from: '2026-02-30' }, '2026-11-27')).toEqual({
      ok: false,
      path: 'from',
      key: 'validation.invalid',
    });
    expect(resolveAnalyticsPeriod({ to: 'x' }, '2026-11-27')).toMatchObject({ ok: false, path: 'to' });
    expect(resolveAnalyticsPeriod({ from: '2026-11-02', to: '2026-11-01' }, '2026-11-27')).toMatchObject({
      ok: false,
      key: 'validation.endBeforeStart',
    });
    expect(resolveAnalyticsPeriod({ from: '2025-01-01', to: '2026-01-02' }, '2026-11-27')).toMatchObject({
      ok: false,
      key: 'validation.analyticsPeriodTooLong',
    });
    expect(resolveAnalyticsPeriod({ from: '2025-01-01', to: '2026-01-01' }, '2026-11-27')).toMatchObject({ ok: true });
  });
});

describe('funnelFromFurthest and conversionRate', () => {
  it('counts every stage up to the furthest reached, never growing down the funnel', () => {
    expect(funnelFromFurthest({ APPLIED: 5, DOCUMENT_REVIEW: 3, OFFERED: 1, HIRED: 1 })).toEqual([
      { stage: 'APPLIED', count: 10 },
      { stage: 'DOCUMENT_REVIEW', count: 5 },
      { stage: 'INTERVIEW_PROPOSED', count: 2 },
      { stage: 'INTERVIEW_SCHEDULED', count: 2 },
      { stage: 'OFFERED', count: 2 },
      { stage: 'OFFER_ACCEPTED', count: 1 },
      { stage: 'HIRED', count: 1 },
    ]);
    expect(funnelFromFurthest({}).every((s) => s.count === 0)).toBe(true);
  });

  it('gives the share that went on, or null when nobody arrived', () => {
    expect(conversionRate(10, 5)).toBe(0.5);
    expect(conversionRate(0, 0)).toBeNull();
  });
});
