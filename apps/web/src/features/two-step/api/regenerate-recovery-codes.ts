import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { twoStepQueryKey } from './get-two-step';

const schema = () => import('@app/contract/schemas/two-step').then((m) => m.RecoveryCodesSchema);

/** POST /api/v1/auth/two-step/recovery-codes: new codes for a code; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/v1/auth/two-step/recovery-codes', { method: 'POST', body: { code }, schema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepQueryKey }),
  });
}
