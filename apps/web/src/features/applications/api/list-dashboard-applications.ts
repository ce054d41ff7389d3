import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/application').then((m) => m.TalentApplicationPageSchema);

/** GET /api/v1/user/dashboards/my/applications: the signed-in talent's latest applications. */
export function useDashboardApplications(size = 5) {
  return useQuery({
    queryKey: ['applications', 'dashboard', size],
    queryFn: ({ signal }) => apiRequest('/api/v1/user/dashboards/my/applications', { schema, query: { size }, signal }),
  });
}
