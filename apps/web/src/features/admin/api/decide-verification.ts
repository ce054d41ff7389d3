import type { RejectOrganizationRequest } from '@app/contract/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminOrganizationsKey } from './list-organizations';

const schema = () => import('@app/contract/schemas/admin').then((m) => m.VerificationDecisionResponseSchema);

/** PATCH …/verification/approve: PENDING → APPROVED; the company is notified. */
export function approveOrganization(id: number) {
  return apiRequest(`/api/v1/admin/organizations/${id}/verification/approve`, { method: 'PATCH', schema });
}

/** PATCH …/verification/reject with reasons (logo, documents, general; at least one). */
export function rejectOrganization(id: number, body: RejectOrganizationRequest) {
  return apiRequest(`/api/v1/admin/organizations/${id}/verification/reject`, { method: 'PATCH', body, schema });
}

type Decision = { action: 'approve' } | { action: 'reject'; reasons: RejectOrganizationRequest };

export function useDecideVerification(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.action === 'approve' ? approveOrganization(id) : rejectOrganization(id, decision.reasons),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrganizationsKey }),
  });
}
