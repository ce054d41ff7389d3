import { describe, expect, it } from 'vitest';
import { timeZoneLabel } from '../../../shared/format/time-zone-label';
import { formatDayHeading, formatTime, groupByLocalDay, localDayKey, sameWallClock } from './time-display';

// 2026-03-11 10:00 in Seoul (UTC+9) is 2026-03-11 01:00 UTC, 2026-03-10 18:00 in Los Angeles (PDT, UTC-7).
const SEOUL_10AM = '2026-03-11T01:00:00.000Z';
// The normalizing keeps the assertions independent of ICU's choice of space before AM/PM.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('a UTC slot in a time zone', () => {
  it('falls on the local calendar day', () => {
    expect(localDayKey(SEOUL_10AM, 'Asia/Seoul')).toBe('2026-03-11');
    expect(localDayKey(SEOUL_10AM, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(localDayKey(SEOUL_10AM, 'UTC')).toBe('2026-03-11');
  });

  it('shows the local wall-clock time in the page language', () => {
    expect(plain(formatTime(SEOUL_10AM, 'en', 'Asia/Seoul'))).toBe('10:00 AM');
    expect(plain(formatTime(SEOUL_10AM, 'en', 'America/Los_Angeles'))).toBe('6:00 PM');
    // Korean day periods depend on the runtime's ICU data (오후 in browsers); the hour does not.
    expect(plain(formatTime(SEOUL_10AM, 'ko', 'America/Los_Angeles'))).toMatch(/^(오후|PM) 6:00$/);
  });

  it('follows daylight saving time (Los Angeles is UTC-8 in January)', () => {
    expect(plain(formatTime('2026-01-15T01:00:00.000Z', 'en', 'America/Los_Angeles'))).toBe('5:00 PM');
  });

  it('heads a day without shifting it', () => {
    expect(formatDayHeading('2026-03-10', 'en')).toBe('Tuesday, March 10, 2026');
    expect(formatDayHeading('2026-03-10', 'ko')).toBe('2026년 3월 10일 화요일');
  });

  it('names the zone by its city and current name, never its IANA id', () => {
    expect(timeZoneLabel('America/Los_Angeles', 'en', SEOUL_10AM)).toBe('Los Angeles (Pacific Daylight Time)');
    expect(timeZoneLabel('America/Los_Angeles', 'en', '2026-01-15T00:00:00Z')).toBe(
      'Los Angeles (Pacific Standard Time)',
    );
    expect(timeZoneLabel('America/Los_Angeles', 'ko', SEOUL_10AM)).toMatch(/^로스앤젤레스 \(.*태평양.*\)$/);
    expect(timeZoneLabel('Asia/Seoul', 'ko', SEOUL_10AM)).toMatch(/^서울 \(\S*한국 표준시\)$/);
    expect(timeZoneLabel('UTC', 'en', SEOUL_10AM)).toBe('UTC (Coordinated Universal Time)');
  });

  it('tells when two zones read the same', () => {
    expect(sameWallClock('Asia/Seoul', 'Asia/Seoul', [SEOUL_10AM])).toBe(true);
    expect(sameWallClock('Asia/Seoul', 'Asia/Tokyo', [SEOUL_10AM])).toBe(true);
    expect(sameWallClock('Asia/Seoul', 'America/Los_Angeles', [SEOUL_10AM])).toBe(false);
  });
});

describe('groupByLocalDay', () => {
  // Seoul 10:00 and 14:00 on Mar 11, and 09:00 on Mar 12, given out of order.
  const slots = [
    { id: 3, startsAt: '2026-03-12T00:00:00.000Z' },
    { id: 1, startsAt: SEOUL_10AM },
    { id: 2, startsAt: '2026-03-11T05:00:00.000Z' },
  ];

  it('groups by the day in the viewer’s zone, earliest first', () => {
    expect(groupByLocalDay(slots, 'Asia/Seoul')).toEqual([
      { day: '2026-03-11', items: [slots[1], slots[2]] },
      { day: '2026-03-12', items: [slots[0]] },
    ]);
    // In Los Angeles the first two fall on Mar 10 and the third on Mar 11.
    expect(groupByLocalDay(slots, 'America/Los_Angeles').map((g) => [g.day, g.items.map((s) => s.id)])).toEqual([
      ['2026-03-10', [1, 2]],
      ['2026-03-11', [3]],
    ]);
  });

  it('is empty without slots', () => {
    expect(groupByLocalDay([], 'UTC')).toEqual([]);
  });
});
