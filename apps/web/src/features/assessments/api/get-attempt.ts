import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assessmentKeys, schemas } from './keys';

const schema = () => schemas().then((m) => m.AttemptSchema);

/**
 * GET /api/v1/assessment-attempts/{id}: the paper (no answer keys), saved answers and the seconds left by the
 * server's clock. Always fresh: the countdown re-syncs from it on every load and when the window regains focus.
 */
export const attemptQueryOptions = (attemptId: number) =>
  queryOptions({
    queryKey: assessmentKeys.attempt(attemptId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/assessment-attempts/${attemptId}`, { schema, signal }),
    staleTime: 0,
  });

export const useAttempt = (attemptId: number) => useQuery(attemptQueryOptions(attemptId));
