import { useQueryClient } from '@tanstack/react-query';

/** Query keys of the hiring screens; everything under `['hiring']` changes when a candidate moves. */
export const hiringKeys = {
  all: ['hiring'] as const,
  summary: (orgId: number) => ['hiring', 'summary', orgId] as const,
  candidates: (orgId: number, jobId: number) => ['hiring', 'candidates', orgId, jobId] as const,
  application: (orgId: number, appId: number) => ['hiring', 'application', orgId, appId] as const,
  interviewers: (orgId: number) => ['hiring', 'interviewers', orgId] as const,
  scorecards: (orgId: number, appId: number) => ['hiring', 'scorecards', orgId, appId] as const,
  criteria: (orgId: number, jobId: number) => ['hiring', 'criteria', orgId, jobId] as const,
};

/** After a move: the lists, counts and the open candidate are refetched. */
export function useRefreshHiring() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: hiringKeys.all });
}
