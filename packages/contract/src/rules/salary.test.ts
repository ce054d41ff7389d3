import { describe, expect, it } from 'vitest';
import { salaryIssues, salaryPlausibility } from './salary';

describe('salaryIssues', () => {
  it('accepts a range, a single amount and equal amounts', () => {
    expect(
      salaryIssues({ currencyCode: 'KRW', salaryType: 'MONTHLY', salaryMin: 3_000_000, salaryMax: 4_000_000 }),
    ).toEqual([]);
    expect(salaryIssues({ currencyCode: 'USD', salaryType: 'HOURLY', salaryMin: 30 })).toEqual([]);
    expect(salaryIssues({ currencyCode: 'USD', salaryType: 'WEEKLY', salaryMax: 2000 })).toEqual([]);
    expect(salaryIssues({ currencyCode: 'USD', salaryType: 'DAILY', salaryMin: 200, salaryMax: 200 })).toEqual([]);
  });

  it('refuses min above max', () => {
    expect(salaryIssues({ currencyCode: 'KRW', salaryType: 'MONTHLY', salaryMin: 5, salaryMax: 4 })).toEqual([
      { path: 'salaryMax', key: 'validation.salaryRange' },
    ]);
  });

  it('refuses amounts on a negotiable salary and accepts none', () => {
    expect(salaryIssues({ currencyCode: 'KRW', salaryType: 'NEGOTIABLE' })).toEqual([]);
    expect(salaryIssues({ currencyCode: 'KRW', salaryType: 'NEGOTIABLE', salaryMin: null, salaryMax: null })).toEqual(
      [],
    );
    expect(salaryIssues({ currencyCode: 'KRW', salaryType: 'NEGOTIABLE', salaryMin: 1, salaryMax: 2 })).toEqual([
      { path: 'salaryMin', key: 'validation.salaryNegotiable' },
      { path: 'salaryMax', key: 'validation.salaryNegotiable' },
    ]);
  });

  it('needs at least one amount unless negotiable', () => {
    expect(salaryIssues({ currencyCode: 'USD', salaryType: 'MONTHLY' })).toEqual([
      { path: 'salaryMin', key: 'validation.salaryRequired' },
    ]);
  });
});

describe('salaryPlausibility', () => {
  it('asks about amounts that are implausible for the period and currency', () => {
    expect(salaryPlausibility({ currencyCode: 'KRW', salaryType: 'MONTHLY', salaryMin: 6_000 })).toBe('LOW');
    expect(salaryPlausibility({ currencyCode: 'KRW', salaryType: 'ANNUAL', salaryMin: 4_500_000 })).toBe('LOW');
    expect(salaryPlausibility({ currencyCode: 'KRW', salaryType: 'HOURLY', salaryMax: 50_000_000 })).toBe('HIGH');
    expect(
      salaryPlausibility({ currencyCode: 'USD', salaryType: 'ANNUAL', salaryMin: 90_000, salaryMax: 130_000 }),
    ).toBeNull();
    expect(salaryPlausibility({ currencyCode: 'KRW', salaryType: 'ANNUAL', salaryMin: 60_000_000 })).toBeNull();
    expect(salaryPlausibility({ currencyCode: 'KRW', salaryType: 'NEGOTIABLE' })).toBeNull();
  });
});
