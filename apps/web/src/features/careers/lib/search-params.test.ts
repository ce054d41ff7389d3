import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  DEFAULT_FILTERS,
  effectiveSort,
  hasActiveFilters,
  jobSearchQuery,
  readJobFilters,
  sortChoices,
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
      experienceLevel: 'EXPERIENCED' as const,
      experienceYears: 4,
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
    expect(filters.sort).toBeNull();
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

  it('sorts by relevance by default with a keyword and newest first without', () => {
    expect(effectiveSort({ keyword: '', sort: null })).toBe('NEWEST');
    expect(effectiveSort({ keyword: 'backend', sort: null })).toBe('RELEVANCE');
    expect(effectiveSort({ keyword: 'backend', sort: 'DEADLINE' })).toBe('DEADLINE');
    expect(effectiveSort({ keyword: '', sort: 'RELEVANCE' })).toBe('NEWEST');
    expect(jobSearchQuery({ ...DEFAULT_FILTERS, keyword: '백엔드' }).sort).toBe('RELEVANCE');
    expect(sortChoices('')).not.toContain('RELEVANCE');
    expect(sortChoices('go')[0]).toBe('RELEVANCE');
  });

  it('sends years of experience only with the experienced filter and drops bad ones', () => {
    const experienced = { ...DEFAULT_FILTERS, experienceLevel: 'EXPERIENCED' as const, experienceYears: 3 };
    expect(jobSearchQuery(experienced)).toMatchObject({ experienceLevel: 'EXPERIENCED', experienceYears: 3 });
    expect(jobSearchQuery({ ...experienced, experienceLevel: 'NEW' })).toMatchObject({
      experienceLevel: 'NEW',
      experienceYears: undefined,
    });
    const read = readJobFilters(new URLSearchParams('experienceLevel=NEW&experienceYears=3'));
    expect(read).toMatchObject({ experienceLevel: 'NEW', experienceYears: null });
    expect(readJobFilters(new URLSearchParams('experienceLevel=SENIOR')).experienceLevel).toBeNull();
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, experienceLevel: 'NEW' })).toBe(true);
  });
});
