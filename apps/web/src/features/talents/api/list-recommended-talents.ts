import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/talent-search').then((m) => m.RecommendedTalentPageSchema);

/** GET /api/v1/dashboards/talents?type=RECOMMENDED: talents ranked by their match with the open postings. */
export function useRecommendedTalents(size = 5) {
  const query = { page: 1, size, type: 'RECOMMENDED' };
  return useQuery({
    queryKey: ['talents', 'recommended', query],
    queryFn: ({ signal }) => apiRequest('/api/v1/dashboards/talents', { schema, query, signal }),
  });
}
