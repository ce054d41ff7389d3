import { describe, expect, it } from 'vitest';
import { countDaysUntil, formatDate, formatDateTime, formatMonth } from './dates';

// ICU's choice of space before AM/PM varies; the assertions read plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('writes a date the way each language does', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z', 'en')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05T10:00:00.000Z', 'ko')).toBe('2026. 3. 5.');
  });
  it('reads the date in the given time zone', () => {
    expect(formatDate('2025-03-01T23:30:00.000Z', 'ko', 'Asia/Seoul')).toBe('2025. 3. 2.');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('nonsense', 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows date and time in the page language', () => {
    const iso = '2026-12-03T01:00:00.000Z';
    expect(formatDateTime(iso, 'en')).toMatch(/2026/);
    expect(formatDateTime(iso, 'ko')).toMatch(/^2026\. 12\. [23]\./);
    expect(formatDateTime(iso, 'en')).not.toBe(formatDateTime(iso, 'ko'));
    expect(plain(formatDateTime(iso, 'en', { timeZone: 'UTC' }))).toBe('Dec 3, 2026, 1:00 AM');
  });
  it('leads with the weekday in a chosen zone (interview slots)', () => {
    // 10:00 in Seoul is 18:00 the day before in Los Angeles (PDT).
    const seoul10am = '2026-03-11T01:00:00.000Z';
    const slot = { withWeekday: true } as const;
    expect(plain(formatDateTime(seoul10am, 'en', { ...slot, timeZone: 'America/Los_Angeles' }))).toBe(
      'Tue, Mar 10, 2026, 6:00 PM',
    );
    expect(plain(formatDateTime(seoul10am, 'ko', { ...slot, timeZone: 'Asia/Seoul' }))).toContain('2026년 3월 11일');
  });
  it('names the zone when asked (printed reports)', () => {
    const iso = '2025-03-01T23:30:00.000Z';
    expect(formatDateTime(iso, 'en', { timeZone: 'Asia/Seoul', withZoneName: true })).toMatch(
      /Mar 2, 2025.*8:30.*AM.*GMT\+9/,
    );
    expect(formatDateTime(iso, 'en', { timeZone: 'UTC', withZoneName: true })).toMatch(/Mar 1, 2025.*11:30.*PM.*UTC/);
    expect(formatDateTime(iso, 'ko', { timeZone: 'Asia/Seoul', withZoneName: true })).toMatch(/2025년 3월 2일.*8:30/);
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('nope', 'en')).toBe('');
    expect(formatDateTime('nope', 'en', { withZoneName: true })).toBe('');
  });
});

describe('formatMonth', () => {
  it('shows a stored month in the page language, whatever the time zone', () => {
    expect(formatMonth('2024-03-01', 'en')).toBe('Mar 2024');
    expect(formatMonth('2024-03-01', 'ko')).toBe('2024년 3월');
    expect(formatMonth('2024-12-01T00:00:00Z', 'en')).toBe('Dec 2024');
  });
  it('leaves anything else as it is', () => {
    expect(formatMonth('soon', 'en')).toBe('soon');
  });
});

describe('countDaysUntil', () => {
  it('counts whole days left', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(countDaysUntil('2026-03-04T12:00:00Z', now)).toBe(3);
    expect(countDaysUntil('2026-02-28T00:00:00Z', now)).toBe(-1);
  });
});
