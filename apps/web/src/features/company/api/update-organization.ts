import type { OrganizationInfo, UpdateOrganizationRequest } from '@app/contract/schemas/organization';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';
import { organizationInfoKey } from './get-organization-info';

const schema = () => import('@app/contract/schemas/organization').then((m) => m.OrganizationInfoSchema);

/** PUT /api/v1/organizations/{id}: answers with the whole updated information. */
export function updateOrganization(id: number, body: UpdateOrganizationRequest): Promise<OrganizationInfo> {
  return apiRequest(`/api/v1/organizations/${id}`, { method: 'PUT', body, schema });
}

export function useUpdateOrganization(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationRequest) => updateOrganization(id, body),
    onSuccess: (info) => {
      queryClient.setQueryData(organizationInfoKey(id), info);
      // The header and dashboard show the company's name and logo from the user.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
