import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/auth').then((m) => m.EmailVerificationResponseSchema);

/** GET /api/v1/auth/signup/email-verifications: the token is single-use, so this runs once and is never refetched. */
export function verifyEmail(token: string, signal?: AbortSignal) {
  return apiRequest('/api/v1/auth/signup/email-verifications', {
    query: { token },
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

export function useEmailVerification(token: string) {
  return useQuery(emailVerificationQueryOptions(token));
}
