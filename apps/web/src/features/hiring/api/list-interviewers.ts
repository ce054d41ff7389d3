import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/scorecard').then((m) => m.InterviewerListSchema);

/** GET /api/v1/organizations/{orgId}/interviewers: the members who may sit on an interview panel. */
export function useInterviewers(orgId: number, enabled = true) {
  return useQuery({
    queryKey: hiringKeys.interviewers(orgId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/interviewers`, { schema, signal }),
    enabled,
    staleTime: 60_000,
  });
}
