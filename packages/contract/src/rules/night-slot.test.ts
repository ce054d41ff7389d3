import { describe, expect, it } from 'vitest';
import { isNightSlot, nightSlotIndexes } from './night-slot';

describe('night slots', () => {
  it('warns from 22:00 up to 07:00 on the talent clock, not outside', () => {
    // 13:00 UTC is 22:00 in Seoul (UTC+9): night; 12:59 UTC is 21:59: not.
    expect(isNightSlot(new Date('2026-12-01T13:00:00Z'), 'Asia/Seoul')).toBe(true);
    expect(isNightSlot(new Date('2026-12-01T12:59:00Z'), 'Asia/Seoul')).toBe(false);
    // 21:59 UTC is 06:59 in Seoul: night; 22:00 UTC is 07:00: day.
    expect(isNightSlot(new Date('2026-12-01T21:59:00Z'), 'Asia/Seoul')).toBe(true);
    expect(isNightSlot(new Date('2026-12-01T22:00:00Z'), 'Asia/Seoul')).toBe(false);
  });

  it('reads the same instant in each zone', () => {
    // 10:00 in Seoul is 02:00 in London in winter: fine for the company, night for a London talent.
    const at = new Date('2026-12-01T01:00:00Z');
    expect(isNightSlot(at, 'Asia/Seoul')).toBe(false);
    expect(isNightSlot(at, 'Europe/London')).toBe(true);
  });

  it('follows daylight saving time', () => {
    // 11:30 UTC is 07:30 in New York in summer (UTC-4) but 06:30 in winter (UTC-5).
    expect(isNightSlot(new Date('2026-07-01T11:30:00Z'), 'America/New_York')).toBe(false); // 07:30 EDT
    expect(isNightSlot(new Date('2026-12-01T11:30:00Z'), 'America/New_York')).toBe(true); // 06:30 EST
  });

  it('lists the night slots and warns about nothing without a zone or with an unknown one', () => {
    const slots = [new Date('2026-12-01T01:00:00Z'), null, new Date('2026-12-01T14:00:00Z')];
    expect(nightSlotIndexes(slots, 'Asia/Seoul')).toEqual([2]);
    expect(nightSlotIndexes(slots, null)).toEqual([]);
    expect(isNightSlot(new Date(), 'Mars/Olympus')).toBe(false);
  });
});
