import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const summarySchema = () => import('@app/contract/schemas/hiring').then((m) => m.RecruitmentSummarySchema);
const interviewsSchema = () =>
  import('@app/contract/schemas/upcoming-interview').then((m) => m.UpcomingInterviewListSchema);
const recommendedSchema = () =>
  import('@app/contract/schemas/talent-search').then((m) => m.RecommendedTalentPageSchema);

/** GET /api/v1/organizations/{orgId}/recruitment-summary: applications per stage of each posting. */
export function useRecruitmentSummary(orgId: number) {
  return useQuery({
    queryKey: ['recruitment-summary', orgId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/recruitment-summary`, { schema: summarySchema, signal }),
  });
}

/** GET /api/v1/organizations/{orgId}/interviews/upcoming: scheduled interviews, soonest first. */
export function useUpcomingInterviews(orgId: number, size = 5) {
  return useQuery({
    queryKey: ['interviews', 'upcoming', orgId, size],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/interviews/upcoming`, {
        schema: interviewsSchema,
        query: { size },
        signal,
      }),
  });
}

/** GET /api/v1/dashboards/talents?type=RECOMMENDED: talents ranked by their match with the open postings. */
export function useRecommendedTalents(size = 5) {
  const query = { page: 1, size, type: 'RECOMMENDED' };
  return useQuery({
    queryKey: ['talents', 'recommended', query],
    queryFn: ({ signal }) => apiRequest('/api/v1/dashboards/talents', { schema: recommendedSchema, query, signal }),
  });
}
