import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';
import { organizationInfoKey } from './get-organization-info';

/** DELETE /api/v1/organizations/{id}/verification-documents/{docId} (not while pending or approved). */
export async function deleteDocument(id: number, docId: number): Promise<void> {
  await apiRequest(`/api/v1/organizations/${id}/verification-documents/${docId}`, {
    method: 'DELETE',
    schema: nullData,
  });
}

export function useDeleteDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: number) => deleteDocument(id, docId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationInfoKey(id) }),
  });
}
