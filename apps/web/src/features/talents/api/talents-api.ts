import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { type TalentFilters, talentSearchQuery } from '../lib/search-params';

const searchSchema = () => import('@app/contract/schemas/talent-search').then((m) => m.TalentSearchPageSchema);
const previewSchema = () => import('@app/contract/schemas/talent-search').then((m) => m.TalentPreviewSchema);
const cardPageSchema = () => import('@app/contract/schemas/talent-search').then((m) => m.TalentCardPageSchema);
const groupListSchema = () => import('@app/contract/schemas/talent-group').then((m) => m.TalentGroupListSchema);
const groupSchema = () => import('@app/contract/schemas/talent-group').then((m) => m.TalentGroupSchema);
const membershipSchema = () => import('@app/contract/schemas/talent-group').then((m) => m.TalentGroupMembershipSchema);
const deletedSchema = () => import('zod').then(({ z }) => z.object({ id: z.number().int(), deleted: z.boolean() }));

/** The signed-in company's organization id (the `{orgId}` of the organization paths). */
export function useOrgId(): number | null {
  const { data: user } = useCurrentUser();
  return user && user.role === 'ORGANIZATION' ? user.companyId : null;
}

/** GET /api/v1/users/talent: talents matching the filters. */
export function useTalentSearch(filters: TalentFilters) {
  const query = talentSearchQuery(filters);
  return useQuery({
    queryKey: ['talents', 'search', query],
    queryFn: ({ signal }) => apiRequest('/api/v1/users/talent', { schema: searchSchema, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/organizations/{orgId}/talents/{talentId}: the profile with the organization's own information. */
export function useTalentPreview(talentId: number) {
  const orgId = useOrgId();
  return useQuery({
    queryKey: ['talents', 'preview', orgId, talentId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/talents/${talentId}`, { schema: previewSchema, signal }),
    enabled: orgId !== null,
  });
}

/** GET …/talent-group: the organization's groups with their sizes. */
export function useTalentGroups() {
  const orgId = useOrgId();
  return useQuery({
    queryKey: ['talents', 'groups', orgId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/talent-group`, { schema: groupListSchema, signal }),
    enabled: orgId !== null,
  });
}

/** GET …/talent-group/users?groupId=: one group's talents as cards. */
export function useGroupTalents(groupId: number | null, page: number, size = 12) {
  const orgId = useOrgId();
  const query = { groupId: groupId ?? undefined, page, size, sort: 'RECENTLY_ADDED' };
  return useQuery({
    queryKey: ['talents', 'group-users', orgId, query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/talent-group/users`, { schema: cardPageSchema, query, signal }),
    enabled: orgId !== null && groupId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every mutation here changes groups, cards and previews: refetch all of the `talents` queries. */
function useTalentsMutation<V, R>(run: (orgId: number, variables: V) => Promise<R>) {
  const orgId = useOrgId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(orgId ?? 0, variables),
    onSuccess: () => client.invalidateQueries({ queryKey: ['talents'] }),
  });
}

const base = (orgId: number) => `/api/v1/organizations/${orgId}/talent-group`;

export const useCreateGroup = () =>
  useTalentsMutation((orgId, name: string) =>
    apiRequest(base(orgId), { method: 'POST', body: { name }, schema: groupSchema }),
  );

export const useRenameGroup = () =>
  useTalentsMutation((orgId, { groupId, name }: { groupId: number; name: string }) =>
    apiRequest(`${base(orgId)}/${groupId}`, { method: 'PUT', body: { name }, schema: groupSchema }),
  );

export const useDeleteGroup = () =>
  useTalentsMutation((orgId, groupId: number) =>
    apiRequest(`${base(orgId)}/${groupId}`, { method: 'DELETE', schema: deletedSchema }),
  );

/** Creates the group first when a name is given, then bookmarks the talent into it. */
export const useSaveToGroup = () =>
  useTalentsMutation(async (orgId, { talentId, groupId, newName }: SaveToGroup) => {
    const id =
      groupId ??
      (await apiRequest(base(orgId), { method: 'POST', body: { name: newName ?? '' }, schema: groupSchema })).id;
    return apiRequest(`${base(orgId)}/${id}/users/${talentId}`, { method: 'POST', schema: membershipSchema });
  });
type SaveToGroup = { talentId: number; groupId: number | null; newName?: string };

export const useRemoveFromGroup = () =>
  useTalentsMutation((orgId, { groupId, talentId }: { groupId: number; talentId: number }) =>
    apiRequest(`${base(orgId)}/${groupId}/users/${talentId}`, { method: 'DELETE', schema: membershipSchema }),
  );
