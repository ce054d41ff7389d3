import { describe, expect, it } from 'vitest';
import { interviewSlotToUtc, isValidTimeZone, resolveInterviewSlots, utcToInterviewSlot } from './interview-time';

describe('interviewSlotToUtc', () => {
  it('composes a date and time in the zone into UTC', () => {
    expect(interviewSlotToUtc({ date: '2027-03-02', hour: 9, minute: 0 }, 'Asia/Seoul')?.toISOString()).toBe(
      '2027-03-02T00:00:00.000Z',
    );
    expect(interviewSlotToUtc({ date: '2027-01-15', hour: 14, minute: 30 }, 'America/New_York')?.toISOString()).toBe(
      '2027-01-15T19:30:00.000Z',
    );
    // Summer time in New York: UTC-4.
    expect(interviewSlotToUtc({ date: '2027-07-15', hour: 14, minute: 30 }, 'America/New_York')?.toISOString()).toBe(
      '2027-07-15T18:30:00.000Z',
    );
    expect(interviewSlotToUtc({ date: '2027-12-31', hour: 23, minute: 59 }, 'UTC')?.toISOString()).toBe(
      '2027-12-31T23:59:00.000Z',
    );
    // Crossing the date line backwards: 08:00 in Seoul is 23:00 the day before in UTC.
    expect(interviewSlotToUtc({ date: '2027-03-02', hour: 8, minute: 0 }, 'Asia/Seoul')?.toISOString()).toBe(
      '2027-03-01T23:00:00.000Z',
    );
  });

  it('accepts the bounds hour 0–23 and minute 0–59', () => {
    expect(interviewSlotToUtc({ date: '2027-05-01', hour: 0, minute: 0 }, 'UTC')).not.toBeNull();
    expect(interviewSlotToUtc({ date: '2027-05-01', hour: 23, minute: 59 }, 'UTC')).not.toBeNull();
  });

  it.each([
    [{ date: '2027-05-01', hour: 24, minute: 0 }],
    [{ date: '2027-05-01', hour: -1, minute: 0 }],
    [{ date: '2027-05-01', hour: 9, minute: 60 }],
    [{ date: '2027-05-01', hour: 9.5, minute: 0 }],
    [{ date: '2027-02-30', hour: 9, minute: 0 }],
    [{ date: '2027-13-01', hour: 9, minute: 0 }],
    [{ date: '2027-5-1', hour: 9, minute: 0 }],
    [{ date: 'tomorrow', hour: 9, minute: 0 }],
  ])('refuses %j', (slot) => {
    expect(interviewSlotToUtc(slot, 'Asia/Seoul')).toBeNull();
  });

  it('refuses a wall time skipped by daylight saving time and an unknown zone', () => {
    expect(interviewSlotToUtc({ date: '2027-03-14', hour: 2, minute: 30 }, 'America/New_York')).toBeNull();
    expect(interviewSlotToUtc({ date: '2027-03-14', hour: 9, minute: 0 }, 'Mars/Olympus')).toBeNull();
  });
});

describe('utcToInterviewSlot', () => {
  it('shows an instant in another zone (the talent’s)', () => {
    const instant = new Date('2027-03-02T00:00:00Z');
    expect(utcToInterviewSlot(instant, 'Asia/Seoul')).toEqual({ date: '2027-03-02', hour: 9, minute: 0 });
    expect(utcToInterviewSlot(instant, 'America/Los_Angeles')).toEqual({ date: '2027-03-01', hour: 16, minute: 0 });
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones only', () => {
    expect(isValidTimeZone('Asia/Seoul')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Seoul')).toBe(false);
  });
});

describe('resolveInterviewSlots', () => {
  const now = new Date('2027-03-01T00:00:00Z');
  const slot = (date: string, hour: number, minute = 0) => ({ date, hour, minute });

  it('returns the instants in order', () => {
    const r = resolveInterviewSlots([slot('2027-03-02', 9), slot('2027-03-02', 10, 30)], 'Asia/Seoul', now);
    expect(r).toEqual({
      ok: true,
      instants: [new Date('2027-03-02T00:00:00Z'), new Date('2027-03-02T01:30:00Z')],
    });
  });

  it('refuses none, more than ten, unknown zones, invalid, past and duplicate slots', () => {
    expect(resolveInterviewSlots([], 'Asia/Seoul', now)).toMatchObject({ ok: false, problem: 'TOO_FEW' });
    const eleven = Array.from({ length: 11 }, (_, i) => slot('2027-03-03', 9 + i));
    expect(resolveInterviewSlots(eleven, 'Asia/Seoul', now)).toMatchObject({ ok: false, problem: 'TOO_MANY' });
    expect(resolveInterviewSlots(eleven.slice(0, 10), 'Asia/Seoul', now)).toMatchObject({ ok: true });
    expect(resolveInterviewSlots([slot('2027-03-02', 9)], 'Nowhere/City', now)).toMatchObject({
      problem: 'INVALID_TIME_ZONE',
    });
    expect(resolveInterviewSlots([slot('2027-03-02', 9), slot('2027-03-02', 25)], 'UTC', now)).toMatchObject({
      problem: 'INVALID',
      index: 1,
    });
    // 09:00 in Seoul on 1 March is midnight UTC: exactly now, not in the future.
    expect(resolveInterviewSlots([slot('2027-03-01', 9)], 'Asia/Seoul', now)).toMatchObject({
      problem: 'PAST',
      index: 0,
    });
    expect(resolveInterviewSlots([slot('2027-03-02', 9), slot('2027-03-02', 0)], 'Asia/Seoul', now)).toMatchObject({
      ok: true,
    });
    expect(resolveInterviewSlots([slot('2027-03-02', 9), slot('2027-03-02', 0)], 'UTC', now)).toMatchObject({
      ok: true,
    });
    expect(resolveInterviewSlots([slot('2027-03-02', 9), slot('2027-03-02', 9)], 'Asia/Seoul', now)).toMatchObject({
      problem: 'DUPLICATE',
      index: 1,
    });
  });
});
