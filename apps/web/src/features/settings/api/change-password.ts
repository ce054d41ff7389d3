import type { PasswordChangeRequest } from '@app/contract/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';

/** PUT /api/v1/user/password: the current password is required; every other session of the account ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) =>
      apiRequest('/api/v1/user/password', { method: 'PUT', body, schema: nullData }),
  });
}
