import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.FollowedCompanyPageSchema);

/** GET /api/v1/users/{id}/followed-companies: companies the talent follows, with their open posting counts. */
export function useFollowedCompanies(userId: number, page: number, size = 10, enabled = true) {
  return useQuery({
    queryKey: ['followed-companies', userId, page, size],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/users/${userId}/followed-companies`, { schema, query: { page, size }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
