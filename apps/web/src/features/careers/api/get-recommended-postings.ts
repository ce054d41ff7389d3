import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.RecommendedPostingPageSchema);

/** GET /api/v1/user/dashboards/job-postings: open postings recommended from the talent's skills and roles. */
export function useRecommendedPostings(size = 4) {
  return useQuery({
    queryKey: ['recommended', size],
    queryFn: ({ signal }) => apiRequest('/api/v1/user/dashboards/job-postings', { schema, query: { size }, signal }),
  });
}
