import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOrgId } from './talents-api';

const orgTagsSchema = () => import('@app/contract/schemas/talent-group').then((m) => m.OrganizationTagListSchema);
const talentTagsSchema = () => import('@app/contract/schemas/talent-group').then((m) => m.TalentTagsSchema);
const memoPageSchema = () => import('@app/contract/schemas/talent-group').then((m) => m.TalentMemoPageSchema);
const memoSchema = () => import('@app/contract/schemas/talent-group').then((m) => m.TalentMemoSchema);
const deletedSchema = () => import('zod').then(({ z }) => z.object({ id: z.number().int(), deleted: z.boolean() }));

export const MEMOS_PAGE_SIZE = 10;

const talentPath = (orgId: number | null, talentId: number) => `/api/v1/organizations/${orgId}/talents/${talentId}`;

/** GET …/organizations/{orgId}/tags: every tag the organization uses, with how many talents carry it. */
export function useOrganizationTags() {
  const orgId = useOrgId();
  return useQuery({
    queryKey: ['talents', 'org-tags', orgId],
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/tags`, { schema: orgTagsSchema, signal }),
    enabled: orgId !== null,
  });
}

/**
 * PUT …/talents/{talentId}/tags: the whole set. Tags show on cards and previews and in the tag filter, so every
 * `talents` query is refetched.
 */
export function useSetTalentTags(talentId: number) {
  const orgId = useOrgId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) =>
      apiRequest(`${talentPath(orgId, talentId)}/tags`, { method: 'PUT', body: { tags }, schema: talentTagsSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['talents'] }),
  });
}

const memosKey = (orgId: number | null, talentId: number) => ['talents', 'memos', orgId, talentId] as const;

/** GET …/talents/{talentId}/memos: the organization's memos, newest first, a page at a time ("Show more"). */
export function useTalentMemos(talentId: number) {
  const orgId = useOrgId();
  return useInfiniteQuery({
    queryKey: memosKey(orgId, talentId),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(`${talentPath(orgId, talentId)}/memos`, {
        schema: memoPageSchema,
        query: { page: pageParam, size: MEMOS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.last ? undefined : last.pageNumber + 1),
    enabled: orgId !== null,
  });
}

/** Memo changes refetch the memo list and the preview (its memo count). */
function useMemoMutation<V, R>(talentId: number, run: (base: string, variables: V) => Promise<R>) {
  const orgId = useOrgId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(`${talentPath(orgId, talentId)}/memos`, variables),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: memosKey(orgId, talentId) }),
        client.invalidateQueries({ queryKey: ['talents', 'preview', orgId, talentId] }),
      ]),
  });
}

export const useAddMemo = (talentId: number) =>
  useMemoMutation(talentId, (base, content: string) =>
    apiRequest(base, { method: 'POST', body: { content }, schema: memoSchema }),
  );

export const useEditMemo = (talentId: number) =>
  useMemoMutation(talentId, (base, { memoId, content }: { memoId: number; content: string }) =>
    apiRequest(`${base}/${memoId}`, { method: 'PUT', body: { content }, schema: memoSchema }),
  );

export const useDeleteMemo = (talentId: number) =>
  useMemoMutation(talentId, (base, memoId: number) =>
    apiRequest(`${base}/${memoId}`, { method: 'DELETE', schema: deletedSchema }),
  );
