import { isApiError } from '../../../lib/api-client';

/** The server's refusals of a proposal that get the company's own wording (`talents:proposals.errors.*`). */
export const PROPOSAL_ERROR_CODES = [
  'PROPOSAL_ALREADY_OPEN',
  'TALENT_NOT_OPEN_TO_OFFERS',
  'ALREADY_APPLIED',
  'POSTING_CLOSED',
] as const;
export type ProposalErrorCode = (typeof PROPOSAL_ERROR_CODES)[number];

/** The proposal-specific code of a failed POST, or null for any other failure (shown with the generic text). */
export function proposalErrorCode(error: unknown): ProposalErrorCode | null {
  if (!isApiError(error) || error.errorCode === null) return null;
  const code = error.errorCode as string;
  return (PROPOSAL_ERROR_CODES as readonly string[]).includes(code) ? (code as ProposalErrorCode) : null;
}

/**
 * The open postings a company may still propose to a talent: not those the talent applied to, nor those with a
 * proposal still awaiting an answer (the server refuses both).
 */
export function proposablePostings<P extends { id: number }>(
  postings: readonly P[],
  appliedPostingIds: readonly number[],
  openProposalPostingIds: readonly number[],
): P[] {
  const taken = new Set([...appliedPostingIds, ...openProposalPostingIds]);
  return postings.filter((p) => !taken.has(p.id));
}

/** Where a talent follows an application (the application detail screen). */
export const applicationPath = (applicationId: number) => `/talent/mypage/manage-job/document-review/${applicationId}`;
