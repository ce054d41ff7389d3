import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assessmentKeys, schemas } from './keys';

const schema = () => schemas().then((m) => m.AssessmentReportSchema);

/** GET /api/v1/assessment-attempts/{id}/report: its talent always; companies and admins only when public. */
export const reportQueryOptions = (attemptId: number) =>
  queryOptions({
    queryKey: assessmentKeys.report(attemptId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/assessment-attempts/${attemptId}/report`, { schema, signal }),
  });

export const useReport = (attemptId: number) => useQuery(reportQueryOptions(attemptId));
