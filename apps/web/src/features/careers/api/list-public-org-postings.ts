import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.PostingCardPageSchema);

/** GET /api/v1/organizations/{orgId}/job-postings/public: the company page's open postings, newest first. */
export function usePublicOrgPostings(orgId: number, page: number, size = 6) {
  return useQuery({
    queryKey: ['public-postings', orgId, page, size],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-postings/public`, { schema, query: { page, size }, signal }),
    placeholderData: keepPreviousData,
  });
}
