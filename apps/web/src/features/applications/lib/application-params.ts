import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/contract/rules/application-state';
import { isOneOf } from '../../../lib/is-one-of';
import type { ApplicationListParams } from '../api/list-applications';

const SORTS = ['RECENT_APPLIED', 'DEADLINE'] as const;

/** The applications list's state in its URL (`?status=APPLIED&sort=DEADLINE&page=2`). */
export function readApplicationParams(search: URLSearchParams): ApplicationListParams {
  const status = search.get('status');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    status: isOneOf<ApplicationStatus>(APPLICATION_STATUSES, status) ? status : null,
    sort: isOneOf(SORTS, sort) ? sort : 'RECENT_APPLIED',
    direction: search.get('direction') === 'DESC' ? 'DESC' : 'ASC',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeApplicationParams(params: ApplicationListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.sort !== 'RECENT_APPLIED') search.set('sort', params.sort);
  if (params.direction !== 'ASC') search.set('direction', params.direction);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export const APPLICATION_SORTS = SORTS;
