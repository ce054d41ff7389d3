import type { OAuthSignupRequest } from '@app/contract/schemas/oauth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../shared/session/get-current-user';

const providersSchema = () => import('@app/contract/schemas/oauth').then((m) => m.OAuthProvidersResponseSchema);
const infoSchema = () => import('@app/contract/schemas/oauth').then((m) => m.OAuthSignupInfoSchema);
const resultSchema = () => import('@app/contract/schemas/oauth').then((m) => m.OAuthSignupResponseSchema);

/** GET /api/v1/auth/oauth/providers: the configured providers (no buttons for the others). */
export function useOAuthProviders() {
  return useQuery({
    queryKey: ['oauth-providers'],
    queryFn: ({ signal }) => apiRequest('/api/v1/auth/oauth/providers', { schema: providersSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The address a provider button opens (a full page load: the server redirects to the provider). */
export const oauthStartUrl = (provider: string, type: 'talent' | 'company', lang: string) =>
  `/api/v1/auth/oauth/${provider}/start?type=${type}&lang=${lang}`;

/** GET /api/v1/auth/oauth/signup: the new person as the provider described them (the ticket is a cookie). */
export function useOAuthSignupInfo() {
  return useQuery({
    queryKey: ['oauth-signup'],
    queryFn: ({ signal }) => apiRequest('/api/v1/auth/oauth/signup', { schema: infoSchema, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/v1/auth/oauth/signup: creates the account; signed in when the provider's e-mail was verified. */
export function useCompleteOAuthSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OAuthSignupRequest) =>
      apiRequest('/api/v1/auth/oauth/signup', { method: 'POST', body, schema: resultSchema }),
    onSuccess: async (result) => {
      if (result.isSignedIn) await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    },
  });
}
