import { describe, expect, it } from 'vitest';
import { countryNameOf } from './country-names';

describe('countryNameOf', () => {
  it('names a country in the reader’s language', () => {
    expect(countryNameOf('KR', 'ko')).toBe('대한민국');
    expect(countryNameOf('KR', 'en')).toBe('South Korea');
    expect(countryNameOf('us', 'ko')).toBe('미국');
    expect(countryNameOf('VN', 'en')).toBe('Vietnam');
  });
  it('keeps what it cannot name', () => {
    expect(countryNameOf(null, 'ko')).toBe('');
    expect(countryNameOf('South Korea', 'ko')).toBe('South Korea');
  });
});
