import { describe, expect, it } from 'vitest';
import {
  addDays,
  cellSlot,
  GRID_HOUR_LIST,
  isBeforeCurrentWeek,
  isPastSlot,
  moveInGrid,
  slotKey,
  sortSlots,
  startOfWeek,
  todayIn,
  weekDays,
  weekdayIndex,
} from './week-grid';

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Daylight saving changes do not move calendar dates.
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  });

  it('starts weeks on Monday', () => {
    expect(weekdayIndex('2026-03-09')).toBe(0); // a Monday
    expect(weekdayIndex('2026-03-15')).toBe(6); // a Sunday
    expect(startOfWeek('2026-03-15')).toBe('2026-03-09');
    expect(startOfWeek('2026-03-09')).toBe('2026-03-09');
    expect(startOfWeek('2026-01-01')).toBe('2025-12-29');
  });

  it('lists the seven days of a week and the 11 hours from 9:00 to 19:00', () => {
    expect(weekDays('2026-03-09')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(GRID_HOUR_LIST).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('rejects malformed dates', () => {
    expect(() => addDays('2026-3-9', 1)).toThrow();
  });
});

describe('cells', () => {
  it('turns a cell into the slot sent to the server', () => {
    expect(cellSlot('2026-03-09', 0, 0)).toEqual({ date: '2026-03-09', hour: 9, minute: 0 });
    expect(cellSlot('2026-03-09', 6, 10)).toEqual({ date: '2026-03-15', hour: 19, minute: 0 });
    expect(cellSlot('2026-12-28', 4, 3)).toEqual({ date: '2027-01-01', hour: 12, minute: 0 });
  });

  it('keys and sorts slots by date and time', () => {
    expect(slotKey({ date: '2026-03-09', hour: 9, minute: 0 })).toBe('2026-03-09T09:00');
    const slots = [
      { date: '2026-03-10', hour: 9, minute: 0 },
      { date: '2026-03-09', hour: 15, minute: 0 },
      { date: '2026-03-09', hour: 10, minute: 0 },
    ];
    expect(sortSlots(slots).map(slotKey)).toEqual(['2026-03-09T10:00', '2026-03-09T15:00', '2026-03-10T09:00']);
  });
});

describe('past slots in a zone', () => {
  // 2026-03-09 01:30 UTC = 10:30 in Seoul, 21:30 the day before in New York.
  const now = new Date('2026-03-09T01:30:00Z');

  it('knows today in each zone', () => {
    expect(todayIn('Asia/Seoul', now)).toBe('2026-03-09');
    expect(todayIn('America/New_York', now)).toBe('2026-03-08');
    expect(todayIn('UTC', now)).toBe('2026-03-09');
  });

  it('disables slots that have started in the chosen zone, not in the browser’s', () => {
    expect(isPastSlot({ date: '2026-03-09', hour: 10, minute: 0 }, 'Asia/Seoul', now)).toBe(true);
    expect(isPastSlot({ date: '2026-03-09', hour: 11, minute: 0 }, 'Asia/Seoul', now)).toBe(false);
    // The same wall-clock time is still ahead in New York.
    expect(isPastSlot({ date: '2026-03-09', hour: 10, minute: 0 }, 'America/New_York', now)).toBe(false);
    expect(isPastSlot({ date: '2026-03-08', hour: 21, minute: 0 }, 'America/New_York', now)).toBe(true);
    // A slot starting exactly now is past.
    expect(isPastSlot({ date: '2026-03-09', hour: 1, minute: 30 }, 'UTC', now)).toBe(true);
  });

  it('disables a wall time skipped by daylight saving', () => {
    // New York skips 2:00–3:00 on 2026-03-08.
    const before = new Date('2026-03-01T00:00:00Z');
    expect(isPastSlot({ date: '2026-03-08', hour: 2, minute: 0 }, 'America/New_York', before)).toBe(true);
    expect(isPastSlot({ date: '2026-03-08', hour: 3, minute: 0 }, 'America/New_York', before)).toBe(false);
  });

  it('tells weeks before the current one', () => {
    expect(isBeforeCurrentWeek('2026-03-02', 'Asia/Seoul', now)).toBe(true);
    expect(isBeforeCurrentWeek('2026-03-09', 'Asia/Seoul', now)).toBe(false);
    // Still Sunday the 8th in New York: its current week began on March 2.
    expect(isBeforeCurrentWeek('2026-03-02', 'America/New_York', now)).toBe(false);
  });
});

describe('keyboard moves', () => {
  it('moves with the arrows and stops at the edges', () => {
    expect(moveInGrid({ day: 0, row: 0 }, 'ArrowRight')).toEqual({ day: 1, row: 0 });
    expect(moveInGrid({ day: 0, row: 0 }, 'ArrowLeft')).toEqual({ day: 0, row: 0 });
    expect(moveInGrid({ day: 3, row: 0 }, 'ArrowDown')).toEqual({ day: 3, row: 1 });
    expect(moveInGrid({ day: 3, row: 10 }, 'ArrowDown')).toEqual({ day: 3, row: 10 });
    expect(moveInGrid({ day: 6, row: 4 }, 'ArrowRight')).toEqual({ day: 6, row: 4 });
    expect(moveInGrid({ day: 3, row: 4 }, 'Home')).toEqual({ day: 0, row: 4 });
    expect(moveInGrid({ day: 3, row: 4 }, 'End')).toEqual({ day: 6, row: 4 });
    expect(moveInGrid({ day: 3, row: 4 }, 'Enter')).toBeNull();
  });
});
