import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assessmentKeys, schemas } from './keys';

const schema = () => schemas().then((m) => m.AssessmentEntryPageSchema);

export const HISTORY_PAGE_SIZE = 10;

/** GET /api/v1/users/{id}/assessments: the talent's finished assessments, newest first. */
export const historyQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: assessmentKeys.history(userId, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/users/${userId}/assessments`, {
        schema,
        signal,
        query: { page, size: HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const useHistory = (userId: number, page: number) => useQuery(historyQueryOptions(userId, page));
