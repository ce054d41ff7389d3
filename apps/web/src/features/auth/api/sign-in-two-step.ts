import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../shared/session/get-current-user';

const schema = () => import('zod').then(({ z }) => z.string());

/** POST /api/v1/auth/signin/two-step: the code step (the challenge is in its httpOnly cookie). */
export function useSignInTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await apiRequest('/api/v1/auth/signin/two-step', { method: 'POST', body: { code }, schema });
    },
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    },
  });
}
