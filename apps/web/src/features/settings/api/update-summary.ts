import type { ProfileSummaryRequest } from '@app/contract/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';

const schema = () => import('@app/contract/schemas/account').then((m) => m.ProfileSummarySchema);

/** PUT /api/v1/users/{id}/profile/summary: name and photo (any role). */
export function useUpdateSummary(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileSummaryRequest) =>
      apiRequest(`/api/v1/users/${userId}/profile/summary`, { method: 'PUT', body, schema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
