import { useMutation } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';

/** POST /mail/auth/email: sends the verification mail again (same answer for unknown e-mails). */
export async function resendVerification(email: string): Promise<void> {
  await apiRequest('/mail/auth/email', { method: 'POST', body: { email }, schema: nullData });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
