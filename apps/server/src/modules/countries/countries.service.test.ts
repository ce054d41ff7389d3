import { describe, expect, it } from 'vitest';
import { countryTimeZone, talentTimeZoneOf } from './countries.service';

describe('countryTimeZone', () => {
  it('picks where most people live in countries with several zones', () => {
    expect(countryTimeZone('US')).toBe('America/New_York');
    expect(countryTimeZone('RU')).toBe('Europe/Moscow');
    expect(countryTimeZone('AU')).toBe('Australia/Sydney');
    expect(countryTimeZone('CA')).toBe('America/Toronto');
    expect(countryTimeZone('BR')).toBe('America/Sao_Paulo');
  });

  it("uses a country's own zone, not the neighbour tzdata merged it into", () => {
    expect(countryTimeZone('VN')).toBe('Asia/Ho_Chi_Minh');
    expect(countryTimeZone('kr')).toBe('Asia/Seoul');
  });

  it('has no zone for an unknown or missing country', () => {
    expect(countryTimeZone('ZZ')).toBeNull();
    expect(countryTimeZone(null)).toBeNull();
  });

  it("prefers the talent's own choice over the country's", () => {
    expect(talentTimeZoneOf({ timeZone: 'Europe/Paris', country: 'KR' })).toBe('Europe/Paris');
    expect(talentTimeZoneOf({ timeZone: null, country: 'US' })).toBe('America/New_York');
  });
});
