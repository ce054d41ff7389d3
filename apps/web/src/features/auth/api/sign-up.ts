import type { SignupRequest } from '@app/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/auth').then((m) => m.SignupResponseSchema);

/** POST /api/v1/auth/signup: creates the account (and organization) and sends the verification mail. */
export function signUp(body: SignupRequest) {
  return apiRequest('/api/v1/auth/signup', { method: 'POST', body, schema });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
