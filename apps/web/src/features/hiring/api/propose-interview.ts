import type { InterviewProposalRequest } from '@app/contract/schemas/hiring';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshHiring } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.ApplicationDetailSchema);

/** POST …/jobs/{jobId}/candidates/{candidateId}/interview-proposal: slots in the company's time zone. */
export function useProposeInterview(orgId: number, jobId: number, candidateId: number) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: (body: InterviewProposalRequest) =>
      apiRequest(`/api/v1/organizations/${orgId}/jobs/${jobId}/candidates/${candidateId}/interview-proposal`, {
        method: 'POST',
        body,
        schema,
      }),
    onSettled: refresh,
  });
}
