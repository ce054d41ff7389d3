import type { PasswordResetRequest } from '@app/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';

/** PUT /api/v1/auth/password/email-verifications: sets the new password and ends every session. */
export async function resetPassword(body: PasswordResetRequest): Promise<void> {
  await apiRequest('/api/v1/auth/password/email-verifications', { method: 'PUT', body, schema: nullData });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
