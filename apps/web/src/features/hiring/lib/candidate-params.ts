import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/contract/rules/application-state';

/** The stages a company filters candidates by (withdrawn applications are never candidates). */
export const CANDIDATE_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'WITHDRAWN');
export const CANDIDATE_SORTS = ['APPLIED_AT', 'NAME'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];
export const CANDIDATE_PAGE_SIZE = 10;

/**
 * The candidate list's state in its URL:
 * `?status=OFFERED&status=HIRED&includeJobOffer=false&keyword=kim&sort=NAME&direction=ASC&page=2`.
 */
export type CandidateParams = {
  statuses: ApplicationStatus[];
  includeJobOffer: boolean;
  keyword: string;
  sort: CandidateSort;
  direction: 'ASC' | 'DESC';
  page: number;
};

export const DEFAULT_CANDIDATE_PARAMS: CandidateParams = {
  statuses: [],
  includeJobOffer: true,
  keyword: '',
  sort: 'APPLIED_AT',
  direction: 'DESC',
  page: 1,
};

const isCandidateStatus = (v: string): v is ApplicationStatus => (CANDIDATE_STATUSES as readonly string[]).includes(v);

export function readCandidateParams(search: URLSearchParams): CandidateParams {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  // In the order of the stages, each once.
  const chosen = new Set(search.getAll('status'));
  return {
    statuses: CANDIDATE_STATUSES.filter((s) => chosen.has(s) && isCandidateStatus(s)),
    includeJobOffer: search.get('includeJobOffer') !== 'false',
    keyword: (search.get('keyword') ?? '').trim().slice(0, 100),
    sort: sort === 'NAME' ? 'NAME' : 'APPLIED_AT',
    direction: search.get('direction') === 'ASC' ? 'ASC' : 'DESC',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeCandidateParams(params: CandidateParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const status of params.statuses) search.append('status', status);
  if (!params.includeJobOffer) search.set('includeJobOffer', 'false');
  if (params.keyword) search.set('keyword', params.keyword);
  if (params.sort !== 'APPLIED_AT') search.set('sort', params.sort);
  if (params.direction !== 'DESC') search.set('direction', params.direction);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** Whether any filter narrows the list (the sort does not). */
export function isFiltered(params: CandidateParams): boolean {
  return params.statuses.length > 0 || !params.includeJobOffer || params.keyword !== '';
}

/** `GET …/job-postings/{jobId}/candidates` query of the state. */
export function candidatesQuery(params: CandidateParams) {
  return {
    statuses: params.statuses.length ? params.statuses : undefined,
    includeJobOffer: params.includeJobOffer ? undefined : 'false',
    keyword: params.keyword || undefined,
    sort: params.sort,
    direction: params.direction,
    page: params.page,
    size: CANDIDATE_PAGE_SIZE,
  };
}
