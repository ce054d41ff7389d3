import type { JobSeekingStatus } from '@app/contract/schemas/profile';
import type { TalentSort } from '@app/contract/schemas/talent-search';

export const TALENT_SORT_VALUES = ['BEST_MATCH', 'RECENTLY_UPDATED', 'EXPERIENCE'] as const satisfies TalentSort[];
export const SEEKING_STATUS_VALUES = [
  'ACTIVELY_SEEKING',
  'OPEN_TO_OFFERS',
  'NOT_SEEKING',
] as const satisfies JobSeekingStatus[];
export const TALENTS_PAGE_SIZE = 12;
const KEYWORD_MAX = 100;

/** The talent search as it lives in the URL (`?keyword=개발&jobSeekingStatus=OPEN_TO_OFFERS&page=2`). */
export type TalentFilters = {
  keyword: string;
  country: string;
  jobSeekingStatus: JobSeekingStatus[];
  openToOffersOnly: boolean;
  sort: TalentSort;
  page: number;
};

export const DEFAULT_TALENT_FILTERS: TalentFilters = {
  keyword: '',
  country: '',
  jobSeekingStatus: [],
  openToOffersOnly: false,
  sort: 'BEST_MATCH',
  page: 1,
};

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters in a URL; anything unknown or malformed falls back to its default. */
export function readTalentFilters(search: URLSearchParams): TalentFilters {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const country = (search.get('country') ?? '').trim().toUpperCase();
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    jobSeekingStatus: [...new Set(search.getAll('jobSeekingStatus').filter((v) => isOneOf(SEEKING_STATUS_VALUES, v)))],
    openToOffersOnly: search.get('openToOffersOnly') === 'true',
    sort: isOneOf(TALENT_SORT_VALUES, sort) ? sort : 'BEST_MATCH',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL search of a set of filters; defaults are left out so links stay short. */
export function writeTalentFilters(filters: TalentFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.country) search.set('country', filters.country);
  for (const v of filters.jobSeekingStatus) search.append('jobSeekingStatus', v);
  if (filters.openToOffersOnly) search.set('openToOffersOnly', 'true');
  if (filters.sort !== 'BEST_MATCH') search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Whether anything narrows the search (sort and page do not). */
export function hasActiveTalentFilters(filters: TalentFilters): boolean {
  return Boolean(filters.keyword || filters.country || filters.jobSeekingStatus.length > 0 || filters.openToOffersOnly);
}

/** `GET /api/v1/users/talent` query of the filters (lists as repeated keys). */
export function talentSearchQuery(filters: TalentFilters, size = TALENTS_PAGE_SIZE) {
  return {
    page: filters.page,
    size,
    keyword: filters.keyword || undefined,
    country: filters.country || undefined,
    jobSeekingStatus: filters.jobSeekingStatus.length ? filters.jobSeekingStatus : undefined,
    openToOffersOnly: filters.openToOffersOnly ? 'true' : undefined,
    sort: filters.sort,
  };
}
