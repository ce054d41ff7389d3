import type { DeletionRequest } from '@app/contract/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, nullData } from '../../../lib/api-client';

/** POST /api/v1/user/delete/reqeust (spelled so): sends the confirmation mail to the account's e-mail. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (body: DeletionRequest) =>
      apiRequest('/api/v1/user/delete/reqeust', { method: 'POST', body, schema: nullData }),
  });
}
