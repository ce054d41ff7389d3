import type { TalentSearchFiltersInput } from '@app/contract/schemas/talent-search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOrgId } from './talents-api';

const listSchema = () => import('@app/contract/schemas/talent-search').then((m) => m.SavedSearchListSchema);
const savedSchema = () => import('@app/contract/schemas/talent-search').then((m) => m.SavedSearchSchema);
const deletedSchema = () => import('zod').then(({ z }) => z.object({ id: z.number().int(), deleted: z.boolean() }));

const path = (orgId: number | null) => `/api/v1/organizations/${orgId}/saved-searches`;
const savedSearchesKey = (orgId: number | null) => ['talent-saved-searches', orgId] as const;

/** GET …/saved-searches: the organization's saved talent searches, oldest first. */
export function useSavedSearches() {
  const orgId = useOrgId();
  return useQuery({
    queryKey: savedSearchesKey(orgId),
    queryFn: ({ signal }) => apiRequest(path(orgId), { schema: listSchema, signal }),
    enabled: orgId !== null,
  });
}

function useSavedSearchMutation<V, R>(run: (orgId: number | null, variables: V) => Promise<R>) {
  const orgId = useOrgId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(orgId, variables),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey(orgId) }),
  });
}

type SavedSearchBody = { name: string; query: TalentSearchFiltersInput };

/** POST …/saved-searches: saves the filters under a name. */
export const useCreateSavedSearch = () =>
  useSavedSearchMutation((orgId, body: SavedSearchBody) =>
    apiRequest(path(orgId), { method: 'POST', body, schema: savedSchema }),
  );

/** PUT …/saved-searches/{id}: a new name (and the filters, sent again as they are). */
export const useUpdateSavedSearch = () =>
  useSavedSearchMutation((orgId, { id, ...body }: SavedSearchBody & { id: number }) =>
    apiRequest(`${path(orgId)}/${id}`, { method: 'PUT', body, schema: savedSchema }),
  );

/** DELETE …/saved-searches/{id}. */
export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((orgId, id: number) =>
    apiRequest(`${path(orgId)}/${id}`, { method: 'DELETE', schema: deletedSchema }),
  );
