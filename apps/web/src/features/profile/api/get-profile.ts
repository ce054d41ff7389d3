import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/profile').then((m) => m.TalentProfileSchema);

export const profileQueryKey = (userId: number) => ['profile', userId] as const;

/** GET /api/v1/users/{id}/profile: the talent's whole profile (empty lists and a null id before the first save). */
export const profileQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/users/${userId}/profile`, { schema, signal }),
  });

export function useProfile(userId: number) {
  return useQuery(profileQueryOptions(userId));
}
