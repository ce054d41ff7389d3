import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  DEFAULT_FILTERS,
  hasActiveFilters,
  jobSearchQuery,
  readJobFilters,
  writeJobFilters,
} from './search-params';

describe('careers filters ↔ URL', () => {
  it('reads defaults from an empty URL', () => {
    expect(readJobFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('round-trips every filter, with arrays as repeated keys', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      keyword: '플랫폼 개발',
      country: 'KR',
      employmentTypes: ['FULL_TIME', 'CONTRACT'] as const,
      workModes: ['REMOTE'] as const,
      currencyCode: 'USD' as const,
      salaryMin: 3000,
      salaryMax: 9000,
      jobRoleCategoryIds: [3, 4],
      skillCategoryIds: [7],
      onlyVerified: true,
      sort: 'SALARY' as const,
      page: 3,
    };
    const search = writeJobFilters({
      ...filters,
      employmentTypes: [...filters.employmentTypes],
      workModes: [...filters.workModes],
    });
    expect(search.getAll('employmentTypes')).toEqual(['FULL_TIME', 'CONTRACT']);
    expect(search.toString()).toContain('keyword=%ED%94%8C');
    expect(readJobFilters(new URLSearchParams(search.toString()))).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeJobFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(writeJobFilters({ ...DEFAULT_FILTERS, keyword: 'x' }).toString()).toBe('keyword=x');
  });

  it('drops unknown and malformed values', () => {
    const filters = readJobFilters(
      new URLSearchParams(
        'workModes=MOON&workModes=REMOTE&workModes=REMOTE&country=korea&salaryMin=-5&salaryMax=abc&page=0&sort=X&jobRoleCategoryIds=a&jobRoleCategoryIds=2&currencyCode=EUR',
      ),
    );
    expect(filters.workModes).toEqual(['REMOTE']);
    expect(filters.country).toBe('');
    expect(filters.salaryMin).toBeNull();
    expect(filters.salaryMax).toBeNull();
    expect(filters.page).toBe(1);
    expect(filters.sort).toBe('NEWEST');
    expect(filters.jobRoleCategoryIds).toEqual([2]);
    expect(filters.currencyCode).toBe('KRW');
  });

  it('goes back to page 1 when a filter changes and knows whether any filter is set', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { country: 'US' })).toMatchObject({ country: 'US', page: 1 });
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'DEADLINE', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, onlyVerified: true })).toBe(true);
  });

  it('builds the API query: currency only with a range, a reversed range swapped', () => {
    expect(jobSearchQuery(DEFAULT_FILTERS)).toMatchObject({ currencyCode: undefined, keyword: undefined });
    const query = jobSearchQuery({ ...DEFAULT_FILTERS, salaryMin: 900, salaryMax: 100, currencyCode: 'USD' });
    expect(query).toMatchObject({ salaryMin: 100, salaryMax: 900, currencyCode: 'USD' });
  });
});
