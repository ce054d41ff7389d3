import type { OrgInfoChangeRequest } from '@app/contract/schemas/organization';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/organization').then((m) => m.OrgInfoChangeResponseSchema);

/** POST /api/v1/organizations/{id}/org-info-change-mail: after approval, ask the administrators for a change. */
export function requestInfoChange(id: number, body: OrgInfoChangeRequest) {
  return apiRequest(`/api/v1/organizations/${id}/org-info-change-mail`, { method: 'POST', body, schema });
}

export function useRequestInfoChange(id: number) {
  return useMutation({ mutationFn: (body: OrgInfoChangeRequest) => requestInfoChange(id, body) });
}
