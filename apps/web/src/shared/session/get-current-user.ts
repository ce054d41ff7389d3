import type { CurrentUser } from '@app/contract/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../lib/api-client';

const schema = () => import('@app/contract/schemas/user').then((m) => m.CurrentUserSchema);

export const userQueryKey = ['user'] as const;

/** GET /api/v1/user: the signed-in user, or null when there is no (live) session. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiRequest('/api/v1/user', { schema, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
