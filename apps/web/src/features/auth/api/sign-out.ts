import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';
import { userQueryKey } from './get-current-user';

/** POST /api/v1/auth/signout; an already-ended session counts as signed out. */
export async function signOut(): Promise<void> {
  await apiRequest('/api/v1/auth/signout', { method: 'POST', schema: nullData, skipSessionHandler: true }).catch(
    () => undefined,
  );
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
