import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.RecruitmentSummarySchema);

/** GET /api/v1/organizations/{orgId}/recruitment-summary: each posting with its applications per stage. */
export function useRecruitmentSummary(orgId: number) {
  return useQuery({
    queryKey: hiringKeys.summary(orgId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/recruitment-summary`, { schema, signal }),
  });
}
