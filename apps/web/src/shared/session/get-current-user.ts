import { hasSessionHint } from '@app/contract/rules/session-hint';
import type { CurrentUser } from '@app/contract/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../lib/api-client';

const schema = () => import('@app/contract/schemas/user').then((m) => m.CurrentUserSchema);

export const userQueryKey = ['user'] as const;

/**
 * GET /api/v1/user: the signed-in user, or null when there is no (live) session. Without the session hint there is no
 * session cookie to ask about, so a visitor's screen makes no request that can only answer 401.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (typeof document !== 'undefined' && !hasSessionHint(document.cookie)) return null;
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
