import type { OrganizationInfo } from '@app/contract/schemas/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/organization').then((m) => m.OrganizationInfoSchema);

export const organizationInfoKey = (id: number) => ['organization', id, 'info'] as const;

/** GET /api/v1/organizations/{id}/info: everything, for the organization's members. */
export function getOrganizationInfo(id: number, signal?: AbortSignal): Promise<OrganizationInfo> {
  return apiRequest(`/api/v1/organizations/${id}/info`, { schema, signal });
}

export const organizationInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: organizationInfoKey(id), queryFn: ({ signal }) => getOrganizationInfo(id, signal) });

export function useOrganizationInfo(id: number | undefined) {
  return useQuery({ ...organizationInfoQueryOptions(id ?? 0), enabled: id !== undefined });
}
