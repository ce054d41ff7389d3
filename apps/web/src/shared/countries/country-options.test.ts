import { describe, expect, it } from 'vitest';
import { toCountryOptions } from './country-options';

describe('countries', () => {
  const countries = [
    { nationCode: 'KR', nameKo: '대한민국', nameEn: 'South Korea' },
    { nationCode: 'VN', nameKo: '베트남', nameEn: 'Vietnam' },
    { nationCode: 'KE', nameKo: '케냐', nameEn: 'Kenya' },
  ].map((c, i) => ({
    ...c,
    id: i,
    nameJa: '',
    nameVi: '',
    callingCode: '',
    timeZoneId: '',
    utcKo: '',
    utcEn: '',
    utcJa: '',
    utcVi: '',
  }));
  it('lists names in the page language, sorted', () => {
    expect(toCountryOptions(countries, 'en').map((o) => o.label)).toEqual(['Kenya', 'South Korea', 'Vietnam']);
    expect(toCountryOptions(countries, 'ko').map((o) => o.value)).toEqual(['KR', 'VN', 'KE']);
    expect(toCountryOptions(countries, 'ko').map((o) => o.label)).toEqual(['대한민국', '베트남', '케냐']);
  });
});
