import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const previewSchema = () => import('@app/contract/schemas/talent-search').then((m) => m.TalentPreviewSchema);
const postingPageSchema = () => import('@app/contract/schemas/posting').then((m) => m.PostingCardPageSchema);

/** GET …/talents/{talentId}?postingId=: the preview's `match`, the score and reasons against one posting. */
export function useTalentMatch(orgId: number | null, talentId: number, postingId: number | null) {
  return useQuery({
    queryKey: ['talents', 'preview', orgId, talentId, 'match', postingId],
    queryFn: async ({ signal }) => {
      const preview = await apiRequest(`/api/v1/organizations/${orgId}/talents/${talentId}`, {
        schema: previewSchema,
        query: { postingId: postingId ?? undefined },
        signal,
      });
      return preview.match;
    },
    enabled: orgId !== null && postingId !== null,
  });
}

/** The organization's postings, newest first (what a match can be computed against). */
export function useOrgPostings(orgId: number | null) {
  const query = { page: 1, size: 100, sort: 'CREATED', direction: 'DESC' };
  return useQuery({
    queryKey: ['company-postings', orgId, query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-postings`, { schema: postingPageSchema, query, signal }),
    enabled: orgId !== null,
  });
}
