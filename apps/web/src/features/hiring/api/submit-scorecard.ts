import type { ScorecardRequest } from '@app/contract/schemas/scorecard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/scorecard').then((m) => m.ApplicationScorecardsSchema);

/** PUT …/interviews/{interviewId}/scorecard: the caller's own scorecard. */
export function useSubmitScorecard(orgId: number, appId: number, interviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScorecardRequest) =>
      apiRequest(`/api/v1/organizations/${orgId}/interviews/${interviewId}/scorecard`, {
        method: 'PUT',
        body,
        schema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: hiringKeys.scorecards(orgId, appId) }),
  });
}
