import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type CandidateParams, candidatesQuery } from '../lib/candidate-params';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.CandidatePageSchema);

/** GET …/job-postings/{jobId}/candidates: a page of the posting's candidate cards, filtered and sorted. */
/** The candidates of a page; `size` overrides the list's page size (the board loads one larger page when shown). */
export function useCandidates(
  orgId: number,
  jobId: number,
  params: CandidateParams,
  opts: { size?: number; enabled?: boolean } = {},
) {
  const query = { ...candidatesQuery(params), ...(opts.size ? { size: opts.size } : {}) };
  return useQuery({
    enabled: opts.enabled ?? true,
    queryKey: [...hiringKeys.candidates(orgId, jobId), query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-postings/${jobId}/candidates`, { schema, query, signal }),
    placeholderData: keepPreviousData,
  });
}
