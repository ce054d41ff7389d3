import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';

/** POST /api/v1/user/delete/confirm { token }: erases the account; the server ends its sessions and the cookie. */
export function useConfirmDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/v1/user/delete/confirm', {
        method: 'POST',
        body: { token },
        schema: nullData,
        skipSessionHandler: true,
      }),
    onSuccess: async () => {
      // A user fetch started before the confirmation must not land afterwards and bring the account back.
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
