import { describe, expect, it } from 'vitest';
import { isEndBeforeStart, monthsBetween, normalizeDay, normalizeMonth } from './months';

describe('normalizeMonth', () => {
  it.each([
    ['2024-03', '2024-03-01'],
    ['2024-3', '2024-03-01'],
    ['2024.03', '2024-03-01'],
    ['2024/12', '2024-12-01'],
    ['2024-03-17', '2024-03-01'],
    [' 2024-01 ', '2024-01-01'],
    ['2024-02-29', '2024-02-01'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeMonth(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['2024-00', '2024-13', '2024-0', '2024-99-01'])('rejects month %s as out of range', (input) => {
    expect(normalizeMonth(input)).toEqual({ ok: false, key: 'validation.month' });
  });

  it.each(['', 'March 2024', '2024', '24-03', '2023-02-29', '2024-04-31', '1899-12', '2101-01', '2024-03-00'])(
    'rejects %j as not a date',
    (input) => {
      expect(normalizeMonth(input)).toEqual({ ok: false, key: 'validation.date' });
    },
  );
});

describe('monthsBetween', () => {
  it('counts whole months', () => {
    expect(monthsBetween('2024-01-01', '2024-03-01')).toBe(2);
    expect(monthsBetween('2020-11-01', '2024-02-01')).toBe(39);
    expect(monthsBetween('2024-01-01', '2024-01-01')).toBe(0);
  });
  it('does not count a month that is not complete', () => {
    expect(monthsBetween('2024-01-15', '2024-02-14')).toBe(0);
    expect(monthsBetween('2024-01-15', '2024-02-15')).toBe(1);
  });
  it('floors at 0 when the end is before the start', () => {
    expect(monthsBetween('2024-05-01', '2024-01-01')).toBe(0);
  });
  it('accepts Date values', () => {
    expect(monthsBetween('2024-01-01', new Date(Date.UTC(2025, 0, 1)))).toBe(12);
  });
});

describe('isEndBeforeStart', () => {
  it('is true only for an earlier end', () => {
    expect(isEndBeforeStart('2024-03-01', '2024-02-01')).toBe(true);
    expect(isEndBeforeStart('2024-03-01', '2024-03-01')).toBe(false);
    expect(isEndBeforeStart('2024-03-01', null)).toBe(false);
  });
});

describe('normalizeDay', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['2026-3-5', '2026-03-05'],
    ['2026.3.5.', '2026-03-05'],
    ['2026. 3. 5.', '2026-03-05'],
    ['2026/12/31', '2026-12-31'],
    ['20280229', '2028-02-29'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeDay(input)).toBe(expected);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-03', '11/27/2026', '1899-01-01', ''])('rejects %s', (input) => {
    expect(normalizeDay(input)).toBeNull();
  });
});
