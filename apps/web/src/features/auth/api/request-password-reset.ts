import { useMutation } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';

/** POST /api/v1/auth/password-reset-emails: always answers the same, whether the account exists or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/v1/auth/password-reset-emails', { method: 'POST', body: { email }, schema: nullData });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
