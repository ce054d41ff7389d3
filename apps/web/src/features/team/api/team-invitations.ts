import type { InvitationRequest } from '@app/contract/schemas/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';

const listSchema = () => import('@app/contract/schemas/team').then((m) => m.InvitationListSchema);
const invitationsKey = (orgId: number) => ['team', orgId, 'invitations'] as const;

/** GET …/invitations: open invitations, newest first. */
export function useInvitations(orgId: number) {
  return useQuery({
    queryKey: invitationsKey(orgId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/invitations`, { schema: listSchema, signal }),
  });
}

/** POST …/invitations: sends the mail; answers with the open invitations. */
export function useInvite(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationRequest) =>
      apiRequest(`/api/v1/organizations/${orgId}/invitations`, { method: 'POST', body, schema: listSchema }),
    onSuccess: (list) => queryClient.setQueryData(invitationsKey(orgId), list),
  });
}

/** DELETE …/invitations/{id}: the link stops working. */
export function useRevokeInvitation(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/v1/organizations/${orgId}/invitations/${id}`, { method: 'DELETE', schema: nullData }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(orgId) }),
  });
}
