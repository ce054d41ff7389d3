import type { ApplicationStatus } from '@app/contract/rules/application-state';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/application').then((m) => m.TalentApplicationPageSchema);

export type ApplicationListParams = {
  status: ApplicationStatus | null;
  sort: 'RECENT_APPLIED' | 'DEADLINE';
  direction: 'ASC' | 'DESC';
  page: number;
};

export const APPLICATIONS_PAGE_SIZE = 10;

/** GET /api/v1/users/{id}/applications: the talent's applications (RECENT_APPLIED + ASC is most recent first). */
export function useApplications(userId: number, params: ApplicationListParams) {
  const query = {
    page: params.page,
    size: APPLICATIONS_PAGE_SIZE,
    status: params.status ? [params.status] : undefined,
    sort: params.sort,
    direction: params.direction,
  };
  return useQuery({
    queryKey: ['applications', userId, query],
    queryFn: ({ signal }) => apiRequest(`/api/v1/users/${userId}/applications`, { schema, query, signal }),
    placeholderData: keepPreviousData,
  });
}
