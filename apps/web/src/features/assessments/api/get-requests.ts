import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assessmentKeys, schemas } from './keys';

const schema = () => schemas().then((m) => m.AssessmentRequestPageSchema);

/** GET /api/v1/users/{id}/assessment-requests?status=OPEN: companies' open requests for an additional assessment. */
export const openRequestsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: assessmentKeys.requests(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/users/${userId}/assessment-requests`, {
        schema,
        signal,
        query: { status: 'OPEN', page: 1, size: 50 },
      }),
  });

export const useOpenRequests = (userId: number) => useQuery(openRequestsQueryOptions(userId));
