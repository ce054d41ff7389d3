import { TalentSearchFiltersSchema, TalentSearchQuerySchema } from '@app/contract/schemas/talent-search';
import { describe, expect, it } from 'vitest';
import {
  changeTalentFilters,
  countActiveTalentFilters,
  DEFAULT_TALENT_FILTERS,
  fromSavedSearchQuery,
  hasActiveTalentFilters,
  isSameTalentSearch,
  readTalentFilters,
  type TalentFilters,
  talentSearchQuery,
  toSavedSearchQuery,
  writeTalentFilters,
} from './search-params';

const FULL: TalentFilters = {
  keyword: '개발',
  jobRoleCategoryIds: [1, 2],
  skills: [
    { categoryId: 3, minYears: 5 },
    { categoryId: 1, minYears: 0 },
  ],
  minTotalYears: 4,
  country: 'KR',
  jobSeekingStatus: ['OPEN_TO_OFFERS', 'ACTIVELY_SEEKING'],
  assessments: [
    { track: 'BACKEND', level: 2 },
    { track: 'DATA', level: 1 },
  ],
  openToOffersOnly: true,
  tag: '1차 면접',
  sort: 'EXPERIENCE',
  page: 3,
};

/** Builds the URL the browser would show and reads it back. */
const throughUrl = (filters: TalentFilters) =>
  readTalentFilters(new URL(`http://x/?${writeTalentFilters(filters)}`).searchParams);

describe('talent search params', () => {
  it('round-trips every filter through the URL', () => {
    expect(throughUrl(FULL)).toEqual(FULL);
  });

  it.each([
    ['keyword', { keyword: '백엔드 개발' }, 'keyword=%EB%B0%B1%EC%97%94%EB%93%9C+%EA%B0%9C%EB%B0%9C'],
    ['job roles', { jobRoleCategoryIds: [4, 1] }, 'jobRoleCategoryIds=4&jobRoleCategoryIds=1'],
    ['skills with minimum years', { skills: [{ categoryId: 7, minYears: 3 }] }, 'skill=7%3A3'],
    ['skills with any years', { skills: [{ categoryId: 2, minYears: 0 }] }, 'skill=2%3A0'],
    ['total years', { minTotalYears: 0 }, 'minTotalYears=0'],
    ['country', { country: 'US' }, 'country=US'],
    ['status', { jobSeekingStatus: ['NOT_SEEKING' as const] }, 'jobSeekingStatus=NOT_SEEKING'],
    ['assessments', { assessments: [{ track: 'DEVOPS' as const, level: 3 }] }, 'assessment=DEVOPS%3A3'],
    ['open to offers', { openToOffersOnly: true }, 'openToOffersOnly=true'],
    ['tag', { tag: 'remote-ok' }, 'tag=remote-ok'],
    ['sort', { sort: 'RECENTLY_UPDATED' as const }, 'sort=RECENTLY_UPDATED'],
    ['page', { page: 2 }, 'page=2'],
  ])('round-trips %s alone', (_, change, url) => {
    const filters = { ...DEFAULT_TALENT_FILTERS, ...change };
    expect(writeTalentFilters(filters).toString()).toBe(url);
    expect(throughUrl(filters)).toEqual(filters);
  });

  it('drops malformed values and leaves defaults out', () => {
    const read = readTalentFilters(
      new URLSearchParams(
        'country=korea&sort=BAD&page=-2&jobSeekingStatus=X&jobRoleCategoryIds=abc&jobRoleCategoryIds=0' +
          '&skill=x&skill=3:61&skill=-1:2&minTotalYears=61&assessment=BACKEND:4&assessment=COOKING:1' +
          `&tag=${'t'.repeat(31)}`,
      ),
    );
    expect(read).toEqual(DEFAULT_TALENT_FILTERS);
    expect(writeTalentFilters(read).toString()).toBe('');
  });

  it('keeps one entry per skill (the highest minimum), job role and assessment, within the limits', () => {
    const read = readTalentFilters(
      new URLSearchParams(
        'skill=3:2&skill=3:5&skill=4&jobRoleCategoryIds=1&jobRoleCategoryIds=1&assessment=backend:2&assessment=BACKEND:2',
      ),
    );
    expect(read.skills).toEqual([
      { categoryId: 3, minYears: 5 },
      { categoryId: 4, minYears: 0 },
    ]);
    expect(read.jobRoleCategoryIds).toEqual([1]);
    expect(read.assessments).toEqual([{ track: 'BACKEND', level: 2 }]);
    const many = new URLSearchParams(Array.from({ length: 15 }, (_, i) => `skill=${i + 1}:1`).join('&'));
    expect(readTalentFilters(many).skills).toHaveLength(10);
  });

  it('counts active filters without sort and page', () => {
    expect(countActiveTalentFilters(FULL)).toBe(13);
    expect(hasActiveTalentFilters({ ...DEFAULT_TALENT_FILTERS, sort: 'EXPERIENCE', page: 4 })).toBe(false);
    expect(hasActiveTalentFilters({ ...DEFAULT_TALENT_FILTERS, minTotalYears: 0 })).toBe(true);
    expect(changeTalentFilters(FULL, { tag: '' })).toMatchObject({ tag: '', page: 1 });
  });

  it('builds an API query the server accepts with the same filters', () => {
    const query = talentSearchQuery(FULL);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    }
    const parsed = TalentSearchQuerySchema.parse(
      Object.fromEntries(
        [...params.keys()].map((k) => [k, params.getAll(k).length > 1 ? params.getAll(k) : params.get(k)]),
      ),
    );
    expect(parsed.page).toBe(3);
    expect(parsed.filters).toEqual({ ...toSavedSearchQuery(FULL), openToOffersOnly: true });
    expect(talentSearchQuery(DEFAULT_TALENT_FILTERS)).toMatchObject({
      keyword: undefined,
      skill: undefined,
      openToOffersOnly: undefined,
      tag: undefined,
      sort: 'BEST_MATCH',
    });
  });

  it('round-trips every filter through a saved search (at page 1)', () => {
    const stored = TalentSearchFiltersSchema.parse(toSavedSearchQuery(FULL));
    const back = fromSavedSearchQuery(stored);
    expect(back).toEqual({ ...FULL, page: 1 });
    expect(isSameTalentSearch(back, FULL)).toBe(true);
    expect(isSameTalentSearch(back, { ...FULL, tag: '' })).toBe(false);
    expect(fromSavedSearchQuery(TalentSearchFiltersSchema.parse(toSavedSearchQuery(DEFAULT_TALENT_FILTERS)))).toEqual(
      DEFAULT_TALENT_FILTERS,
    );
  });
});
