import { describe, expect, it } from 'vitest';
import { timeZoneCity, utcOffsetLabel } from './time-zone-names';

describe('time zone names', () => {
  it('names a zone by its city in the reader language', () => {
    expect(timeZoneCity('Asia/Seoul', 'ko')).toBe('서울');
    expect(timeZoneCity('Asia/Seoul', 'en')).toBe('Seoul');
    expect(timeZoneCity('America/Los_Angeles', 'ko')).toBe('로스앤젤레스');
    expect(timeZoneCity('America/Los_Angeles', 'en')).toBe('Los Angeles');
    expect(timeZoneCity('America/New_York', 'ko')).toBe('뉴욕');
  });

  it('knows current names whose CLDR entry uses the older id', () => {
    expect(timeZoneCity('Asia/Kolkata', 'en')).toBe('Kolkata');
    expect(timeZoneCity('Asia/Kolkata', 'ko')).toBe('콜카타');
    expect(timeZoneCity('Asia/Ho_Chi_Minh', 'en')).toBe('Ho Chi Minh City');
  });

  it('keeps UTC and reads unknown zones from their id', () => {
    expect(timeZoneCity('UTC', 'ko')).toBe('UTC');
    expect(timeZoneCity('Mars/Olympus_Mons', 'ko')).toBe('Olympus Mons');
  });

  it('names every zone this runtime knows without showing an IANA id', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      expect(timeZoneCity(zone, 'ko')).not.toContain('/');
      expect(timeZoneCity(zone, 'en')).not.toContain('/');
    }
  });

  it('gives the current UTC offset', () => {
    const winter = new Date('2026-01-15T00:00:00Z');
    expect(utcOffsetLabel('Asia/Seoul', winter)).toBe('UTC+09:00');
    expect(utcOffsetLabel('America/New_York', winter)).toBe('UTC-05:00');
    expect(utcOffsetLabel('UTC', winter)).toBe('UTC+00:00');
    expect(utcOffsetLabel('Not/AZone', winter)).toBeNull();
  });
});
