import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/auth').then((m) => m.EmailCheckResponseSchema);

/** POST /mail/check: whether an e-mail is still free for sign-up. */
export async function checkEmail(email: string): Promise<boolean> {
  const data = await apiRequest('/mail/check', { method: 'POST', body: { email }, schema });
  return data.available;
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
