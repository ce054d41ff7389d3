import type { OrganizationPublic } from '@app/contract/schemas/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/organization').then((m) => m.OrganizationPublicSchema);

/** GET /api/v1/organizations/{id}/public: the company page any signed-in user may see, with its badge. */
export function getPublicOrganization(id: number, signal?: AbortSignal): Promise<OrganizationPublic> {
  return apiRequest(`/api/v1/organizations/${id}/public`, { schema, signal });
}

export const publicOrganizationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['organization', id, 'public'],
    queryFn: ({ signal }) => getPublicOrganization(id, signal),
  });

export function usePublicOrganization(id: number | null) {
  return useQuery({ ...publicOrganizationQueryOptions(id ?? 0), enabled: id !== null });
}
