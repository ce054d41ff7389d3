import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/two-step').then((m) => m.TwoStepSetupSchema);

/** POST /api/v1/auth/two-step/setup: a new secret and its QR code, shown this once. */
export function useStartTwoStep() {
  return useMutation({
    mutationFn: () => apiRequest('/api/v1/auth/two-step/setup', { method: 'POST', schema }),
  });
}
