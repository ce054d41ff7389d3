import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/upcoming-interview').then((m) => m.UpcomingInterviewListSchema);

/** GET /api/v1/organizations/{orgId}/interviews/upcoming: scheduled interviews, soonest first. */
export function useUpcomingInterviews(orgId: number, size = 5) {
  return useQuery({
    queryKey: ['interviews', 'upcoming', orgId, size],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/interviews/upcoming`, { schema, query: { size }, signal }),
  });
}
