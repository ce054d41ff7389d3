import {
  EXPERIENCE_YEARS_MAX,
  POSTING_ASSESSMENTS_MAX,
  POSTING_CATEGORIES_MAX,
  TALENT_KEYWORD_MAX,
  TALENT_SKILL_FILTERS_MAX,
  TALENT_TAG_MAX,
} from '@app/contract/limits';
import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';
import type { JobSeekingStatus } from '@app/contract/schemas/profile';
import type { SavedSearch, TalentSearchFiltersInput, TalentSort } from '@app/contract/schemas/talent-search';
import { isOneOf } from '../../../lib/is-one-of';
import { TRACK_VALUES } from '../../../shared/catalog/assessment-tracks';

export const TALENT_SORT_VALUES = ['BEST_MATCH', 'RECENTLY_UPDATED', 'EXPERIENCE'] as const satisfies TalentSort[];
export const SEEKING_STATUS_VALUES = [
  'ACTIVELY_SEEKING',
  'OPEN_TO_OFFERS',
  'NOT_SEEKING',
] as const satisfies JobSeekingStatus[];
export const TALENTS_PAGE_SIZE = 12;
export { EXPERIENCE_YEARS_MAX, POSTING_ASSESSMENTS_MAX, POSTING_CATEGORIES_MAX, TALENT_SKILL_FILTERS_MAX };

/** A skill category the talent must have with at least `minYears` years (0: any years). */
export type SkillYears = { categoryId: number; minYears: number };
/** An assessment track the talent passed at `level` or higher. */
export type TrackLevel = { track: AssessmentTrack; level: number };

/**
 * The talent search as it lives in the URL, with the API's own keys:
 * `?keyword=개발&jobRoleCategoryIds=1&skill=3:5&minTotalYears=4&assessment=BACKEND:2&tag=Kotlin&page=2`.
 */
export type TalentFilters = {
  keyword: string;
  jobRoleCategoryIds: number[];
  skills: SkillYears[];
  minTotalYears: number | null;
  country: string;
  jobSeekingStatus: JobSeekingStatus[];
  assessments: TrackLevel[];
  openToOffersOnly: boolean;
  tag: string;
  sort: TalentSort;
  page: number;
};

export const DEFAULT_TALENT_FILTERS: TalentFilters = {
  keyword: '',
  jobRoleCategoryIds: [],
  skills: [],
  minTotalYears: null,
  country: '',
  jobSeekingStatus: [],
  assessments: [],
  openToOffersOnly: false,
  tag: '',
  sort: 'BEST_MATCH',
  page: 1,
};

/** Whole years from 0 to the contract's maximum, or null. */
export function yearsOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= EXPERIENCE_YEARS_MAX ? n : null;
}

const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;

function idsOf(values: string[]): number[] {
  const ids = values
    .filter((v) => /^\d{1,10}$/.test(v.trim()))
    .map(Number)
    .filter(isId);
  return [...new Set(ids)].slice(0, POSTING_CATEGORIES_MAX);
}

/** `3:5` → category 3 with at least 5 years; one entry per category (the highest minimum wins). */
function skillsOf(values: string[]): SkillYears[] {
  const byId = new Map<number, number>();
  for (const value of values) {
    const match = /^(\d{1,10})(?::(\d{1,2}))?$/.exec(value.trim());
    const categoryId = Number(match?.[1]);
    const minYears = yearsOf(match?.[2] ?? 0);
    if (!match || !isId(categoryId) || minYears === null) continue;
    byId.set(categoryId, Math.max(byId.get(categoryId) ?? 0, minYears));
  }
  return [...byId].map(([categoryId, minYears]) => ({ categoryId, minYears })).slice(0, TALENT_SKILL_FILTERS_MAX);
}

/** `BACKEND:2` → passed the backend track at level 2 or higher. */
function assessmentsOf(values: string[]): TrackLevel[] {
  const seen = new Set<string>();
  const out: TrackLevel[] = [];
  for (const value of values) {
    const [track = '', level = ''] = value.trim().toUpperCase().split(':');
    if (!isOneOf(TRACK_VALUES, track) || !/^[1-3]$/.test(level) || seen.has(`${track}:${level}`)) continue;
    seen.add(`${track}:${level}`);
    out.push({ track, level: Number(level) });
  }
  return out.slice(0, POSTING_ASSESSMENTS_MAX);
}

export const skillParam = (s: SkillYears) => `${s.categoryId}:${s.minYears}`;
export const assessmentParam = (a: TrackLevel) => `${a.track}:${a.level}`;

/** The filters in a URL; anything unknown or malformed falls back to its default. */
export function readTalentFilters(search: URLSearchParams): TalentFilters {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const country = (search.get('country') ?? '').trim().toUpperCase();
  const tag = (search.get('tag') ?? '').trim();
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, TALENT_KEYWORD_MAX),
    jobRoleCategoryIds: idsOf(search.getAll('jobRoleCategoryIds')),
    skills: skillsOf(search.getAll('skill')),
    minTotalYears: yearsOf(search.get('minTotalYears')),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    jobSeekingStatus: [...new Set(search.getAll('jobSeekingStatus').filter((v) => isOneOf(SEEKING_STATUS_VALUES, v)))],
    assessments: assessmentsOf(search.getAll('assessment')),
    openToOffersOnly: search.get('openToOffersOnly') === 'true',
    tag: tag.length <= TALENT_TAG_MAX ? tag : '',
    sort: isOneOf(TALENT_SORT_VALUES, sort) ? sort : 'BEST_MATCH',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL search of a set of filters; defaults are left out so links stay short. */
export function writeTalentFilters(filters: TalentFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.keyword) search.set('keyword', filters.keyword);
  for (const id of filters.jobRoleCategoryIds) search.append('jobRoleCategoryIds', String(id));
  for (const s of filters.skills) search.append('skill', skillParam(s));
  if (filters.minTotalYears !== null) search.set('minTotalYears', String(filters.minTotalYears));
  if (filters.country) search.set('country', filters.country);
  for (const v of filters.jobSeekingStatus) search.append('jobSeekingStatus', v);
  for (const a of filters.assessments) search.append('assessment', assessmentParam(a));
  if (filters.openToOffersOnly) search.set('openToOffersOnly', 'true');
  if (filters.tag) search.set('tag', filters.tag);
  if (filters.sort !== 'BEST_MATCH') search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** A change of filters starts again at page 1. */
export function changeTalentFilters(filters: TalentFilters, change: Partial<TalentFilters>): TalentFilters {
  return { ...filters, ...change, page: 1 };
}

/** How many filters narrow the search (sort and page do not). */
export function countActiveTalentFilters(filters: TalentFilters): number {
  return (
    (filters.keyword ? 1 : 0) +
    filters.jobRoleCategoryIds.length +
    filters.skills.length +
    (filters.minTotalYears !== null ? 1 : 0) +
    (filters.country ? 1 : 0) +
    filters.jobSeekingStatus.length +
    filters.assessments.length +
    (filters.openToOffersOnly ? 1 : 0) +
    (filters.tag ? 1 : 0)
  );
}

/** Whether anything narrows the search (sort and page do not). */
export function hasActiveTalentFilters(filters: TalentFilters): boolean {
  return countActiveTalentFilters(filters) > 0;
}

/** `GET /api/v1/users/talent` query of the filters (lists as repeated keys). */
export function talentSearchQuery(filters: TalentFilters, size = TALENTS_PAGE_SIZE) {
  const list = <T>(items: T[]) => (items.length ? items : undefined);
  return {
    page: filters.page,
    size,
    keyword: filters.keyword || undefined,
    jobRoleCategoryIds: list(filters.jobRoleCategoryIds),
    skill: list(filters.skills.map(skillParam)),
    minTotalYears: filters.minTotalYears ?? undefined,
    country: filters.country || undefined,
    jobSeekingStatus: list(filters.jobSeekingStatus),
    assessment: list(filters.assessments.map(assessmentParam)),
    openToOffersOnly: filters.openToOffersOnly ? 'true' : undefined,
    tag: filters.tag || undefined,
    sort: filters.sort,
  };
}

/** The filters as a saved search stores them (JSON; empty filters left out). */
export function toSavedSearchQuery(filters: TalentFilters): TalentSearchFiltersInput {
  const list = <T>(items: T[]) => (items.length ? items : undefined);
  return {
    keyword: filters.keyword || undefined,
    jobRoleCategoryIds: list(filters.jobRoleCategoryIds),
    skills: list(filters.skills),
    minTotalYears: filters.minTotalYears ?? undefined,
    country: filters.country || undefined,
    jobSeekingStatus: list(filters.jobSeekingStatus),
    assessments: list(filters.assessments),
    openToOffersOnly: filters.openToOffersOnly || undefined,
    tag: filters.tag || undefined,
    sort: filters.sort,
  };
}

/** A saved search's filters, checked like a URL's (page 1). */
export function fromSavedSearchQuery(query: SavedSearch['query']): TalentFilters {
  const search = writeTalentFilters({
    ...DEFAULT_TALENT_FILTERS,
    keyword: query.keyword ?? '',
    jobRoleCategoryIds: query.jobRoleCategoryIds ?? [],
    skills: query.skills ?? [],
    minTotalYears: query.minTotalYears ?? null,
    country: query.country ?? '',
    jobSeekingStatus: query.jobSeekingStatus ?? [],
    assessments: query.assessments ?? [],
    openToOffersOnly: query.openToOffersOnly ?? false,
    tag: query.tag ?? '',
    sort: query.sort,
  });
  return readTalentFilters(search);
}

/** Whether two searches ask the same thing (the page aside). */
export function isSameTalentSearch(a: TalentFilters, b: TalentFilters): boolean {
  return writeTalentFilters({ ...a, page: 1 }).toString() === writeTalentFilters({ ...b, page: 1 }).toString();
}
