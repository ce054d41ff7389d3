import { useMutation } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';

/** PUT /api/v1/auth/signin-unlocks: uses the single-use token of the unlock mail. */
export async function unlockSignin(token: string): Promise<void> {
  await apiRequest('/api/v1/auth/signin-unlocks', { method: 'PUT', body: { token }, schema: nullData });
}

export function useUnlockSignin() {
  return useMutation({ mutationFn: unlockSignin });
}
