import type { AdminOrganizationDetail } from '@app/contract/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminOrganizationsKey } from './list-organizations';

const schema = () => import('@app/contract/schemas/admin').then((m) => m.AdminOrganizationDetailSchema);

/** GET /api/v1/admin/organizations/{id}: the organization, its members and the audit log. */
export function getOrganizationDetail(id: number, signal?: AbortSignal): Promise<AdminOrganizationDetail> {
  return apiRequest(`/api/v1/admin/organizations/${id}`, { schema, signal });
}

export const organizationDetailKey = (id: number) => [...adminOrganizationsKey, 'detail', id] as const;

export const organizationDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: organizationDetailKey(id), queryFn: ({ signal }) => getOrganizationDetail(id, signal) });

export function useOrganizationDetail(id: number) {
  return useQuery(organizationDetailQueryOptions(id));
}

/** Where an administrator views (`inline`) or downloads a document. */
export function adminDocumentUrl(organizationId: number, documentId: number, inline: boolean): string {
  const base = `/api/v1/admin/organizations/${organizationId}/verification-documents/${documentId}`;
  return inline ? `${base}?inline=1` : base;
}
