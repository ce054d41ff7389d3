import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';
import { sessionEvents } from '../../../lib/session-events';
import { userQueryKey } from '../../../shared/session/get-current-user';

/** POST /api/v1/auth/signout; an already-ended session counts as signed out. */
export async function signOut(): Promise<void> {
  await apiRequest('/api/v1/auth/signout', { method: 'POST', schema: nullData, skipSessionHandler: true }).catch(
    () => undefined,
  );
}

/**
 * Signs out and forgets the user. The session watcher then sends the user to the root (marking the session as
 * ended first keeps protected screens from redirecting to sign-in meanwhile).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      sessionEvents.markEnded();
      // A user fetch still in flight must not land afterwards and sign the user back in on screen.
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
