import type { ConsentsUpdateRequest } from '@app/contract/schemas/consent';
import type { CurrentUser } from '@app/contract/schemas/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';

const schema = () => import('@app/contract/schemas/consent').then((m) => m.ConsentsSchema);
const consentsKey = ['consents'] as const;

/** GET /api/v1/user/consents: each consent with its version and dates, what is owed, the latest changes. */
export function useConsents() {
  return useQuery({
    queryKey: consentsKey,
    queryFn: ({ signal }) => apiRequest('/api/v1/user/consents', { schema, signal }),
  });
}

/** PUT /api/v1/user/consents: agree to the policies in force, give or withdraw optional consents. */
export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentsUpdateRequest) => apiRequest('/api/v1/user/consents', { method: 'PUT', body, schema }),
    onSuccess: (consents) => {
      queryClient.setQueryData(consentsKey, consents);
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (user) =>
        user ? { ...user, pendingConsents: consents.pending } : user,
      );
    },
  });
}
