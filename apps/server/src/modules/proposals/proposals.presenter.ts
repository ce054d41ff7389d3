import type { Proposal } from '@app/contract/schemas/talent-group';
import type { ProposalListRow } from './proposals.queries';

export function presentProposal({ proposal: p, posting, org, talent }: ProposalListRow): Proposal {
  return {
    id: p.id,
    status: p.status,
    message: p.message,
    talentId: p.talentUserId,
    talentName: talent,
    jobPostingId: posting.id,
    postingTitle: posting.title,
    companyId: org.id,
    companyName: org.name,
    logoImageUrl: org.logoUrl,
    applicationId: p.applicationId,
    createdAt: p.createdAt.toISOString(),
    respondedAt: p.respondedAt?.toISOString() ?? null,
  };
}
