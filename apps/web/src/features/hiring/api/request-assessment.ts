import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshHiring } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.AdditionalAssessmentResponseSchema);

/** POST …/job-applications/{appId}/additional-assessment: ask for a track and level, noted in the history. */
export function useRequestAssessment(orgId: number, appId: number) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: (body: { track: AssessmentTrack; level: number; message: string }) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-applications/${appId}/additional-assessment`, {
        method: 'POST',
        body,
        schema,
      }),
    onSettled: refresh,
  });
}
