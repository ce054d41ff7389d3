import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { twoStepQueryKey } from './get-two-step';

const schema = () => import('@app/contract/schemas/two-step').then((m) => m.RecoveryCodesSchema);

/** POST /api/v1/auth/two-step/confirm: the app's first code turns it on; the answer holds the recovery codes. */
export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/v1/auth/two-step/confirm', { method: 'POST', body: { code }, schema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQueryKey }),
  });
}
