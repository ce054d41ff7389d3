import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';
import { organizationInfoKey } from './get-organization-info';

const schema = () => import('@app/contract/schemas/organization').then((m) => m.VerificationStatusResponseSchema);

/** PATCH /api/v1/organizations/{id}/verification/apply: NOT_APPLIED or REJECTED → PENDING. */
export function applyForVerification(id: number) {
  return apiRequest(`/api/v1/organizations/${id}/verification/apply`, { method: 'PATCH', schema });
}

export function useApplyForVerification(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyForVerification(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationInfoKey(id) }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  });
}
