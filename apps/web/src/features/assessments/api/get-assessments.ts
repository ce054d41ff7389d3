import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assessmentKeys, schemas } from './keys';

const schema = () => schemas().then((m) => m.AssessmentListSchema);

/** GET /api/v1/skill-assessments: every track at every level, with the talent's own best and latest results. */
export const assessmentsQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.catalogue(),
    queryFn: ({ signal }) => apiRequest('/api/v1/skill-assessments', { schema, signal }),
  });

export const useAssessments = () => useQuery(assessmentsQueryOptions());
