import type { TwoStepDisableRequest } from '@app/contract/schemas/two-step';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';
import { twoStepQueryKey } from './get-two-step';

/** POST /api/v1/auth/two-step/disable: the password and a code turn it off. */
export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepDisableRequest) =>
      apiRequest('/api/v1/auth/two-step/disable', { method: 'POST', body, schema: nullData }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQueryKey }),
  });
}
