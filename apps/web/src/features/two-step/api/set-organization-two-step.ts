import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { twoStepQueryKey } from './get-two-step';

const schema = () => import('@app/contract/schemas/two-step').then((m) => m.OrganizationTwoStepRequestSchema);

/** PUT /api/v1/organizations/me/two-step-requirement: the owner requires two-step sign-in of every member. */
export function useSetOrganizationTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isRequired: boolean) =>
      apiRequest('/api/v1/organizations/me/two-step-requirement', { method: 'PUT', body: { isRequired }, schema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQueryKey }),
  });
}
