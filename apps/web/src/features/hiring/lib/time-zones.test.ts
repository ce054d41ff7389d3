import { describe, expect, it } from 'vitest';
import { toCurrentZoneName } from '../../../shared/format/time-zones';
import { timeZoneList, utcOffsetLabel } from './time-zones';

describe('time zones', () => {
  it('lists zones by their current names, with UTC and the extra ones, once each and sorted', () => {
    const list = timeZoneList(
      ['Asia/Seoul', 'Not/AZone'],
      ['Asia/Calcutta', 'Asia/Saigon', 'Asia/Seoul', 'Europe/Paris'],
    );
    expect(list).toEqual(['Asia/Ho_Chi_Minh', 'Asia/Kolkata', 'Asia/Seoul', 'Europe/Paris', 'UTC']);
    expect(toCurrentZoneName('Asia/Seoul')).toBe('Asia/Seoul');
  });

  it('labels the current offset', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(utcOffsetLabel('Asia/Seoul', winter)).toBe('UTC+09:00');
    expect(utcOffsetLabel('Asia/Kolkata', winter)).toBe('UTC+05:30');
    expect(utcOffsetLabel('America/New_York', winter)).toBe('UTC-05:00');
    expect(utcOffsetLabel('UTC', winter)).toBe('UTC+00:00');
    expect(utcOffsetLabel('Not/AZone', winter)).toBeNull();
  });
});
