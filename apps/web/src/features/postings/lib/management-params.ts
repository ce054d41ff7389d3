import type { PostingProgressStatus, PostingStatus } from '@app/contract/rules/posting-progress';
import { isOneOf } from '../../../lib/is-one-of';
import { POSTING_STATUS_VALUES, PROGRESS_VALUES } from '../../../shared/postings/posting-values';

export const MANAGEMENT_SORTS = ['CREATED', 'DEADLINE', 'VIEWS', 'APPLICANTS'] as const;
export type ManagementSort = (typeof MANAGEMENT_SORTS)[number];
export const MANAGEMENT_PAGE_SIZE = 10;

/** The management list's state in its URL (`?status=VISIBLE&progress=IN_PROGRESS&sort=VIEWS&direction=ASC`). */
export type ManagementParams = {
  status: PostingStatus | null;
  progress: PostingProgressStatus | null;
  sort: ManagementSort;
  direction: 'ASC' | 'DESC';
  page: number;
};

export function readManagementParams(search: URLSearchParams): ManagementParams {
  const status = search.get('status');
  const progress = search.get('progress');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    status: isOneOf(POSTING_STATUS_VALUES, status) ? status : null,
    progress: isOneOf(PROGRESS_VALUES, progress) ? progress : null,
    sort: isOneOf(MANAGEMENT_SORTS, sort) ? sort : 'CREATED',
    direction: search.get('direction') === 'ASC' ? 'ASC' : 'DESC',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeManagementParams(params: ManagementParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.progress) search.set('progress', params.progress);
  if (params.sort !== 'CREATED') search.set('sort', params.sort);
  if (params.direction !== 'DESC') search.set('direction', params.direction);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** `GET …/job-postings` query of the state. */
export function managementQuery(params: ManagementParams) {
  return {
    page: params.page,
    size: MANAGEMENT_PAGE_SIZE,
    status: params.status ?? undefined,
    jobPostingProgressStatus: params.progress ?? undefined,
    sort: params.sort,
    direction: params.direction,
  };
}
