import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/scorecard').then((m) => m.ScorecardCriteriaSchema);
const url = (orgId: number, jobId: number) => `/api/v1/organizations/${orgId}/job-postings/${jobId}/scorecard-criteria`;

/** GET …/job-postings/{jobId}/scorecard-criteria (the defaults in the reader's language when none were set). */
export function useScorecardCriteria(orgId: number, jobId: number) {
  const lang = useLang();
  return useQuery({
    queryKey: [...hiringKeys.criteria(orgId, jobId), lang],
    queryFn: ({ signal }) => apiRequest(url(orgId, jobId), { schema, signal }),
  });
}

/** PUT …/scorecard-criteria: up to 8; an empty list restores the defaults. */
export function useSaveScorecardCriteria(orgId: number, jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (criteria: string[]) => apiRequest(url(orgId, jobId), { method: 'PUT', body: { criteria }, schema }),
    onSettled: () => client.invalidateQueries({ queryKey: hiringKeys.all }),
  });
}
