import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.StageCountsSchema);

/** GET …/job-postings/{jobId}/stage-counts: the posting's applications per stage (the board's and chips' counts). */
export function useStageCounts(orgId: number, jobId: number) {
  return useQuery({
    queryKey: [...hiringKeys.candidates(orgId, jobId), 'stage-counts'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-postings/${jobId}/stage-counts`, { schema, signal }),
  });
}

/** The board's cards: the first 100 candidates of the posting in applied order (the list view pages the rest). */
export const BOARD_CARD_LIMIT = 100;
