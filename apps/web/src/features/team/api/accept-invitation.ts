import type { InvitationSignupRequest } from '@app/contract/schemas/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';

const previewSchema = () => import('@app/contract/schemas/team').then((m) => m.InvitationPreviewSchema);
const joinedSchema = () => import('@app/contract/schemas/team').then((m) => m.JoinedSchema);

/** POST /api/v1/team-invitations/preview { token }: what the link offers (works signed out). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['team', 'invitation', token],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/team-invitations/preview', {
        method: 'POST',
        body: { token },
        schema: previewSchema,
        signal,
        skipSessionHandler: true,
      }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** Joining (signed in) or signing up through the link; either way the current user is read again. */
export function useJoinTeam() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: userQueryKey });
  const accept = useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/v1/team-invitations/accept', { method: 'POST', body: { token }, schema: joinedSchema }),
    onSuccess,
  });
  const signUp = useMutation({
    mutationFn: (body: InvitationSignupRequest) =>
      apiRequest('/api/v1/team-invitations/signup', { method: 'POST', body, schema: joinedSchema }),
    onSuccess,
  });
  return { accept, signUp };
}
