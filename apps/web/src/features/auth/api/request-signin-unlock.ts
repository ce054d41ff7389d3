import { useMutation } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';

/** POST /api/v1/auth/signin-unlock-emails: always answers the same, whether the account exists or not. */
export async function requestSigninUnlock(email: string): Promise<void> {
  await apiRequest('/api/v1/auth/signin-unlock-emails', { method: 'POST', body: { email }, schema: nullData });
}

export function useRequestSigninUnlock() {
  return useMutation({ mutationFn: requestSigninUnlock });
}
