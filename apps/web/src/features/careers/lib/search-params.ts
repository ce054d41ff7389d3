import { EXPERIENCE_YEARS_MAX } from '@app/contract/limits';
import type { CurrencyCode } from '@app/contract/rules/money';
import type { EmploymentType, WorkMode } from '@app/contract/schemas/posting';
import { isOneOf } from '../../../lib/is-one-of';
import { CURRENCY_VALUES, EMPLOYMENT_TYPE_VALUES, WORK_MODE_VALUES } from '../../../shared/postings/posting-values';

export const JOB_SORTS = ['RELEVANCE', 'NEWEST', 'DEADLINE', 'SALARY'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
/** The experience filter: postings open to newcomers, or to someone with `experienceYears`. */
export const EXPERIENCE_FILTERS = ['NEW', 'EXPERIENCED'] as const;
export type ExperienceFilter = (typeof EXPERIENCE_FILTERS)[number];
export const JOBS_PAGE_SIZE = 12;

/** The careers search as it lives in the URL (`?keyword=개발&workModes=REMOTE&workModes=HYBRID&page=2`). */
export type JobFilters = {
  keyword: string;
  country: string;
  employmentTypes: EmploymentType[];
  workModes: WorkMode[];
  currencyCode: CurrencyCode;
  salaryMin: number | null;
  salaryMax: number | null;
  jobRoleCategoryIds: number[];
  skillCategoryIds: number[];
  onlyVerified: boolean;
  experienceLevel: ExperienceFilter | null;
  /** Only with EXPERIENCED: the talent's years, matched against each posting's range. */
  experienceYears: number | null;
  /** null: the server's default (RELEVANCE with a keyword, NEWEST without). */
  sort: JobSort | null;
  page: number;
};

export const DEFAULT_FILTERS: JobFilters = {
  keyword: '',
  country: '',
  employmentTypes: [],
  workModes: [],
  currencyCode: 'KRW',
  salaryMin: null,
  salaryMax: null,
  jobRoleCategoryIds: [],
  skillCategoryIds: [],
  onlyVerified: false,
  experienceLevel: null,
  experienceYears: null,
  sort: null,
  page: 1,
};

/** The order results come in: the chosen one, or relevance with a keyword and newest first without. */
export function effectiveSort(filters: Pick<JobFilters, 'keyword' | 'sort'>): JobSort {
  if (filters.sort === 'RELEVANCE' && !filters.keyword) return 'NEWEST';
  return filters.sort ?? (filters.keyword ? 'RELEVANCE' : 'NEWEST');
}

/** The sorts offered: relevance only means something with a keyword. */
export function sortChoices(keyword: string): readonly JobSort[] {
  return keyword ? JOB_SORTS : JOB_SORTS.filter((s) => s !== 'RELEVANCE');
}

const KEYWORD_MAX = 100;

function amountOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function idsOf(values: string[]): number[] {
  const ids = values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)];
}

function enumsOf<T extends string>(list: readonly T[], values: string[]): T[] {
  return [...new Set(values.filter((v): v is T => isOneOf(list, v)))];
}

/** The filters in a URL; anything unknown or malformed falls back to its default. */
export function readJobFilters(search: URLSearchParams): JobFilters {
  const currency = search.get('currencyCode');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const level = search.get('experienceLevel');
  const experienceLevel = isOneOf(EXPERIENCE_FILTERS, level) ? level : null;
  const years = amountOf(search.get('experienceYears'));
  const country = (search.get('country') ?? '').trim().toUpperCase();
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    employmentTypes: enumsOf(EMPLOYMENT_TYPE_VALUES, search.getAll('employmentTypes')),
    workModes: enumsOf(WORK_MODE_VALUES, search.getAll('workModes')),
    currencyCode: isOneOf(CURRENCY_VALUES, currency) ? currency : 'KRW',
    salaryMin: amountOf(search.get('salaryMin')),
    salaryMax: amountOf(search.get('salaryMax')),
    jobRoleCategoryIds: idsOf(search.getAll('jobRoleCategoryIds')),
    skillCategoryIds: idsOf(search.getAll('skillCategoryIds')),
    onlyVerified: search.get('onlyVerified') === 'true',
    experienceLevel,
    experienceYears:
      experienceLevel === 'EXPERIENCED' && years !== null && years <= EXPERIENCE_YEARS_MAX ? years : null,
    sort: isOneOf(JOB_SORTS, sort) ? sort : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL search of a set of filters; defaults are left out so links stay short. */
export function writeJobFilters(filters: JobFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.country) search.set('country', filters.country);
  for (const v of filters.employmentTypes) search.append('employmentTypes', v);
  for (const v of filters.workModes) search.append('workModes', v);
  if (filters.salaryMin !== null || filters.salaryMax !== null || filters.currencyCode !== 'KRW') {
    search.set('currencyCode', filters.currencyCode);
  }
  if (filters.salaryMin !== null) search.set('salaryMin', String(filters.salaryMin));
  if (filters.salaryMax !== null) search.set('salaryMax', String(filters.salaryMax));
  for (const v of filters.jobRoleCategoryIds) search.append('jobRoleCategoryIds', String(v));
  for (const v of filters.skillCategoryIds) search.append('skillCategoryIds', String(v));
  if (filters.onlyVerified) search.set('onlyVerified', 'true');
  if (filters.experienceLevel) search.set('experienceLevel', filters.experienceLevel);
  if (filters.experienceYears !== null) search.set('experienceYears', String(filters.experienceYears));
  if (filters.sort) search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** A change of any filter starts again at page 1. */
export function changeFilters(filters: JobFilters, change: Partial<Omit<JobFilters, 'page'>>): JobFilters {
  return { ...filters, ...change, page: 1 };
}

/** Whether anything narrows the search (sort and page do not). */
export function hasActiveFilters(filters: JobFilters): boolean {
  const { sort: _s, page: _p, currencyCode: _c, ...rest } = filters;
  const { sort: _ds, page: _dp, currencyCode: _dc, ...defaults } = DEFAULT_FILTERS;
  return JSON.stringify(rest) !== JSON.stringify(defaults);
}

/** How many filters narrow the search, as the phone's "Filters (n)" counts them (the keyword has its own field). */
export function countActiveJobFilters(filters: JobFilters): number {
  return (
    (filters.country ? 1 : 0) +
    filters.employmentTypes.length +
    filters.workModes.length +
    (filters.salaryMin !== null || filters.salaryMax !== null ? 1 : 0) +
    filters.jobRoleCategoryIds.length +
    filters.skillCategoryIds.length +
    (filters.onlyVerified ? 1 : 0) +
    (filters.experienceLevel ? 1 : 0)
  );
}

type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

/** `GET /api/v1/jobs` query of the filters (arrays as repeated keys; a reversed range is swapped). */
export function jobSearchQuery(filters: JobFilters, size = JOBS_PAGE_SIZE): Query {
  let { salaryMin: min, salaryMax: max } = filters;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const list = <T>(values: readonly T[]) => (values.length ? values.map(String) : undefined);
  return {
    page: filters.page,
    size,
    keyword: filters.keyword || undefined,
    country: filters.country || undefined,
    employmentTypes: list(filters.employmentTypes),
    workModes: list(filters.workModes),
    currencyCode: min !== null || max !== null ? filters.currencyCode : undefined,
    salaryMin: min ?? undefined,
    salaryMax: max ?? undefined,
    jobRoleCategoryIds: list(filters.jobRoleCategoryIds),
    skillCategoryIds: list(filters.skillCategoryIds),
    onlyVerified: filters.onlyVerified ? 'true' : undefined,
    experienceLevel: filters.experienceLevel ?? undefined,
    experienceYears: filters.experienceLevel === 'EXPERIENCED' ? (filters.experienceYears ?? undefined) : undefined,
    sort: effectiveSort(filters),
  };
}
