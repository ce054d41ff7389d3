import type { Proposal } from '@app/contract/schemas/talent-group';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const pageSchema = () => import('@app/contract/schemas/talent-group').then((m) => m.ProposalPageSchema);
const proposalSchema = () => import('@app/contract/schemas/talent-group').then((m) => m.ProposalSchema);
const postingPageSchema = () => import('@app/contract/schemas/posting').then((m) => m.PostingCardPageSchema);

export const PROPOSALS_PAGE_SIZE = 10;
type ProposalStatus = Proposal['status'];

/** GET /api/v1/users/{id}/proposals: the proposals the talent received, newest first. */
export function useTalentProposals(userId: number, page: number, status?: ProposalStatus, size = PROPOSALS_PAGE_SIZE) {
  const query = { page, size, status };
  return useQuery({
    queryKey: ['proposals', 'talent', userId, query],
    queryFn: ({ signal }) => apiRequest(`/api/v1/users/${userId}/proposals`, { schema: pageSchema, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST …/proposals/{proposalId}/accept|decline: accepting applies to the posting. */
export function useAnswerProposal(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId, answer }: { proposalId: number; answer: 'accept' | 'decline' }) =>
      apiRequest(`/api/v1/users/${userId}/proposals/${proposalId}/${answer}`, {
        method: 'POST',
        schema: proposalSchema,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['proposals'] }),
        client.invalidateQueries({ queryKey: ['applications'] }),
      ]),
  });
}

/** GET /api/v1/organizations/{orgId}/talents/{talentId}/proposals: the organization's proposals to one talent. */
export function useOrgTalentProposals(orgId: number | null, talentId: number) {
  const query = { page: 1, size: 50 };
  return useQuery({
    queryKey: ['proposals', 'org', orgId, talentId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/talents/${talentId}/proposals`, {
        schema: pageSchema,
        query,
        signal,
      }),
    enabled: orgId !== null,
  });
}

/** POST /api/v1/organizations/{orgId}/talents/{talentId}/proposals. */
export function useCreateProposal(orgId: number | null, talentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { jobPostingId: number; message: string }) =>
      apiRequest(`/api/v1/organizations/${orgId}/talents/${talentId}/proposals`, {
        method: 'POST',
        body,
        schema: proposalSchema,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['proposals'] }),
        client.invalidateQueries({ queryKey: ['talents', 'preview'] }),
      ]),
  });
}

/** The organization's postings that take applications now (visible and in progress), newest first. */
export function useOpenPostings(orgId: number | null) {
  const query = { page: 1, size: 100, status: 'VISIBLE', jobPostingProgressStatus: 'IN_PROGRESS', sort: 'CREATED' };
  return useQuery({
    queryKey: ['company-postings', orgId, query],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-postings`, { schema: postingPageSchema, query, signal }),
    enabled: orgId !== null,
  });
}
