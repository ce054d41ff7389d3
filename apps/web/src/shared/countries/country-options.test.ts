import { describe, expect, it } from 'vitest';
import { countryOptions, filterOptions, labelOf } from './country-options';

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
    expect(countryOptions(countries, 'en').map((o) => o.label)).toEqual(['Kenya', 'South Korea', 'Vietnam']);
    expect(countryOptions(countries, 'ko').map((o) => o.value)).toEqual(['KR', 'VN', 'KE']);
  });
  it('filters by name or code, names starting with the query first', () => {
    const options = countryOptions(countries, 'en');
    expect(filterOptions(options, 'k').map((o) => o.value)).toEqual(['KE', 'KR']);
    expect(filterOptions(options, 'kr').map((o) => o.value)).toEqual(['KR']);
    expect(filterOptions(options, ' VIET ').map((o) => o.value)).toEqual(['VN']);
    expect(filterOptions(options, '')).toHaveLength(3);
    expect(labelOf(options, 'VN')).toBe('Vietnam');
    expect(labelOf(options, 'XX')).toBe('XX');
    expect(labelOf(options, null)).toBe('');
  });
});
