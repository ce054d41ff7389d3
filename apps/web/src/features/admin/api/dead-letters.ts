import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const pageSchema = () => import('@app/contract/schemas/dead-letters').then((m) => m.DeadLetterPageSchema);
const retrySchema = () => import('@app/contract/schemas/dead-letters').then((m) => m.DeadLetterRetryResponseSchema);

export const DEAD_LETTER_PAGE_SIZE = 20;
const deadLettersKey = ['admin', 'dead-letters'] as const;

/** GET /api/v1/admin/mails/dead: mails the outbox gave up on after 72 hours of failures, newest first. */
export function useDeadLetterList(page: number) {
  return useQuery({
    queryKey: [...deadLettersKey, page],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/admin/mails/dead', {
        schema: pageSchema,
        signal,
        query: { page, size: DEAD_LETTER_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/v1/admin/mails/{id}/retry: due again at once, with a fresh retry window. */
export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/v1/admin/mails/${id}/retry`, { method: 'POST', schema: retrySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deadLettersKey }),
  });
}
