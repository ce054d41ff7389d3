import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../shared/session/get-current-user';

const schema = () => import('@app/contract/schemas/auth').then((m) => m.EmailVerificationSigninResponseSchema);

/**
 * POST /api/v1/auth/signup/email-verifications: verifies and, while the link is fresh, signs in (the cookie is set).
 * A query rather than a mutation so that it runs once per token however often the page renders (the token is
 * single-use): never refetched, never retried.
 */
export function verifyEmail(token: string, signal?: AbortSignal) {
  return apiRequest('/api/v1/auth/signup/email-verifications', {
    method: 'POST',
    body: { token },
    schema,
    signal,
  });
}

export const emailVerificationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-verification', token],
    queryFn: () => verifyEmail(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useEmailVerification(token: string, isConfirmed: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    ...emailVerificationQueryOptions(token),
    queryFn: async () => {
      const result = await verifyEmail(token);
      // Signed in: the session is read before the page moves on, so the guards see it.
      if (result.isSignedIn) await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
      return result;
    },
    enabled: isConfirmed,
  });
}
