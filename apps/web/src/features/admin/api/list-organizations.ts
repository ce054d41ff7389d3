import type { CompanyVerificationStatus } from '@app/contract/schemas/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/admin').then((m) => m.AdminOrganizationPageSchema);

export type AdminListParams = { status: CompanyVerificationStatus; keyword: string; page: number };
export const ADMIN_PAGE_SIZE = 10;

/** GET /api/v1/admin/organizations: by status (pending: oldest application first), name search, pages. */
export function listOrganizations(params: AdminListParams, signal?: AbortSignal) {
  return apiRequest('/api/v1/admin/organizations', {
    schema,
    signal,
    query: { status: params.status, keyword: params.keyword || undefined, page: params.page, size: ADMIN_PAGE_SIZE },
  });
}

export const adminOrganizationsKey = ['admin', 'organizations'] as const;

export const organizationListQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: [...adminOrganizationsKey, 'list', params],
    queryFn: ({ signal }) => listOrganizations(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOrganizationList(params: AdminListParams) {
  return useQuery(organizationListQueryOptions(params));
}
