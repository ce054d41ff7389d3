import type { SigninRequest } from '@app/contract/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions, userQueryKey } from '../../../shared/session/get-current-user';

const schema = () => import('@app/contract/schemas/auth').then((m) => m.SigninResponseSchema);

/**
 * POST /api/v1/auth/signin: the server sets the httpOnly cookie; the token in `data` is not kept in JS. With
 * two-step sign-in on, `data` is a challenge (its cookie set too) and the code step follows: `needsCode`.
 */
export async function signIn(body: SigninRequest): Promise<{ needsCode: boolean }> {
  const data = await apiRequest('/api/v1/auth/signin', { method: 'POST', body, schema });
  return { needsCode: typeof data !== 'string' };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async ({ needsCode }) => {
      if (!needsCode) await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    },
    // A failed sign-in also signs out (spec section 4).
    onError: () => queryClient.setQueryData(userQueryKey, null),
  });
}
