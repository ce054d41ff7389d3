import type { MemberRole } from '@app/contract/rules/member-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';

const listSchema = () => import('@app/contract/schemas/team').then((m) => m.TeamMemberListSchema);
export const membersKey = (orgId: number) => ['team', orgId, 'members'] as const;

/** GET /api/v1/organizations/{orgId}/members: the team with roles. */
export function useTeamMembers(orgId: number) {
  return useQuery({
    queryKey: membersKey(orgId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/members`, { schema: listSchema, signal }),
  });
}

/** PUT …/members/{memberId}/role: the owner changes a role (the last owner stays one). */
export function useChangeMemberRole(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, memberRole }: { userId: number; memberRole: MemberRole }) =>
      apiRequest(`/api/v1/organizations/${orgId}/members/${userId}/role`, {
        method: 'PUT',
        body: { memberRole },
        schema: listSchema,
      }),
    onSuccess: (members) => queryClient.setQueryData(membersKey(orgId), members),
  });
}

/** DELETE …/members/{memberId}: the owner removes a member (their sessions end). */
export function useRemoveMember(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest(`/api/v1/organizations/${orgId}/members/${userId}`, { method: 'DELETE', schema: nullData }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(orgId) }),
  });
}
