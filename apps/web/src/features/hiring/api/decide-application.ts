import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DECISION_PATHS, type Decision } from '../lib/candidate-actions';
import { useRefreshHiring } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.ApplicationDetailSchema);

export type DecisionInput = { decision: Decision; content: string; emailNotiFlag: boolean; candidateId: number };

/**
 * POST …/job-applications/{appId}/offers (with the talent's id as candidateId), …/reject, …/cancel or …/hired,
 * each with a message and whether to mail the talent.
 */
export function useDecideApplication(orgId: number, appId: number) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: ({ decision, content, emailNotiFlag, candidateId }: DecisionInput) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-applications/${appId}/${DECISION_PATHS[decision]}`, {
        method: 'POST',
        body: decision === 'OFFER' ? { candidateId, content, emailNotiFlag } : { content, emailNotiFlag },
        schema,
      }),
    onSettled: refresh,
  });
}
