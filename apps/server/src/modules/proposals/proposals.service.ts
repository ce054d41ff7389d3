import { formatName } from '@app/contract/rules/names';
import { applicationBlocker } from '@app/contract/rules/posting-progress';
import type { Proposal } from '@app/contract/schemas/talent-group';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { applyInTransaction } from '../applications/applications.service';
import { notifyUsers } from '../notifications/notifications.service';
import { assertVerifiedMemberOf, findActiveMemberIds } from '../organizations/organizations.lookup.service';
import { findPosting } from '../postings/postings.lookup.service';
import { findDiscoverableTalent, findTalentAccountOr404 } from '../profiles/profiles.service';
import { presentProposal } from './proposals.presenter';
import {
  answerProposal,
  findOpenProposal,
  findProposalPage,
  findRelationship,
  findTalentProposalForUpdate,
  hasLiveApplication,
  insertProposal,
  type ProposalListRow,
} from './proposals.queries';

type Page = { page: number; size: number; status?: Proposal['status'] };

const pageOf = (rows: ProposalListRow[], page: Page, total: number) => ({
  data: rows.map(presentProposal),
  pageNumber: page.page,
  last: page.page * page.size >= total,
  totalElementCount: total,
});

async function presentOne(db: DbOrTx, proposalId: number) {
  const { rows } = await findProposalPage(db, { ids: [proposalId] }, { page: 1, size: 1 });
  const row = rows[0];
  if (!row) throw notFound();
  return presentProposal(row);
}

/**
 * Proposes one of the organization's open postings to a talent who accepts offers and has not applied to it. One
 * open proposal per posting and talent (409 PROPOSAL_ALREADY_OPEN, also under a race through the unique index).
 */
export async function createProposal(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  talentId: number,
  input: { jobPostingId: number; message: string },
) {
  assertVerifiedMemberOf(auth, organizationId);
  const now = new Date();
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      // Proposing after a rejection is what the talent-pool consent allows: a forgotten talent is not found.
      const talent = await findDiscoverableTalent(tx, talentId, organizationId);
      if (talent.isJobOffersAcceptable === false) throw new AppError('TALENT_NOT_OPEN_TO_OFFERS', 409);
      const row = await findPosting(tx, input.jobPostingId);
      if (!row || row.posting.organizationId !== organizationId) throw notFound();
      const blocker = applicationBlocker(
        { ...row.posting, isOrganizationApproved: row.org.status === 'APPROVED' },
        now,
      );
      if (blocker === 'POSTING_CLOSED') throw new AppError('POSTING_CLOSED', 409);
      if (blocker === 'NOT_VISIBLE') {
        throw new AppError('VALIDATION_FAILED', 400, [{ path: 'jobPostingId', key: 'validation.invalid' }]);
      }
      if (await hasLiveApplication(tx, row.posting.id, talentId)) throw new AppError('ALREADY_APPLIED', 409);
      if (await findOpenProposal(tx, row.posting.id, talentId)) throw new AppError('PROPOSAL_ALREADY_OPEN', 409);
      const proposal = await insertProposal(tx, {
        organizationId,
        postingId: row.posting.id,
        talentUserId: talentId,
        createdBy: auth.userId,
        message: input.message,
      });
      await notifyUsers(tx, [talentId], 'JOB_PROPOSAL', {
        proposalId: proposal.id,
        jobPostingId: row.posting.id,
        title: row.posting.title,
        companyName: row.org.name,
      });
      return proposal.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PROPOSAL_ALREADY_OPEN', 409);
    throw error;
  }
  return presentOne(deps.db, id);
}

/** The organization's proposals, all or to one talent. */
export async function listOrganizationProposals(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  talentId: number | null,
  page: Page,
) {
  assertMemberOf(auth, organizationId);
  if (talentId !== null) await findTalentAccountOr404(deps.db, talentId);
  const { rows, total } = await findProposalPage(
    deps.db,
    { organizationId, talentUserId: talentId ?? undefined },
    page,
  );
  return pageOf(rows, page, total);
}

/** The talent's own proposals (`{id}` is the caller). */
export async function listTalentProposals(deps: Deps, auth: AuthContext, userId: number, page: Page) {
  if (auth.userId !== userId) throw notFound();
  const { rows, total } = await findProposalPage(deps.db, { talentUserId: userId }, page);
  return pageOf(rows, page, total);
}

async function notifyOrganization(
  db: DbOrTx,
  organizationId: number,
  type: 'PROPOSAL_ACCEPTED' | 'PROPOSAL_DECLINED',
  params: Record<string, string | number>,
) {
  await notifyUsers(db, await findActiveMemberIds(db, organizationId), type, params);
}

/**
 * Accepts an open proposal: the talent applies to the posting through the applications module (same rules: open
 * posting, complete profile, not applied yet), and the proposal records the application, in one transaction.
 */
export async function acceptProposal(deps: Deps, auth: AuthContext, userId: number, proposalId: number) {
  if (auth.userId !== userId) throw notFound();
  await deps.db.transaction(async (tx) => {
    const proposal = await findTalentProposalForUpdate(tx, userId, proposalId);
    if (!proposal) throw notFound();
    if (proposal.status !== 'OPEN') throw new AppError('PROPOSAL_ANSWERED', 409);
    // The application is written in this transaction, by the applications area's own rules.
    const applied = await applyInTransaction(tx, auth, proposal.postingId, deps.config);
    await answerProposal(tx, proposal.id, { status: 'ACCEPTED', applicationId: applied.applicationId });
    const row = await findPosting(tx, proposal.postingId);
    const talent = await findTalentAccountOr404(tx, userId);
    await notifyOrganization(tx, proposal.organizationId, 'PROPOSAL_ACCEPTED', {
      proposalId: proposal.id,
      jobPostingId: proposal.postingId,
      applicationId: applied.applicationId,
      title: row?.posting.title ?? '',
      talentName: formatName(talent.firstName, talent.lastName),
      talentId: userId,
    });
  });
  deps.kickOutbox();
  return presentOne(deps.db, proposalId);
}

export async function declineProposal(deps: Deps, auth: AuthContext, userId: number, proposalId: number) {
  if (auth.userId !== userId) throw notFound();
  await deps.db.transaction(async (tx) => {
    const proposal = await findTalentProposalForUpdate(tx, userId, proposalId);
    if (!proposal) throw notFound();
    if (proposal.status !== 'OPEN') throw new AppError('PROPOSAL_ANSWERED', 409);
    await answerProposal(tx, proposal.id, { status: 'DECLINED' });
    const row = await findPosting(tx, proposal.postingId);
    const talent = await findTalentAccountOr404(tx, userId);
    await notifyOrganization(tx, proposal.organizationId, 'PROPOSAL_DECLINED', {
      proposalId: proposal.id,
      jobPostingId: proposal.postingId,
      title: row?.posting.title ?? '',
      talentName: formatName(talent.firstName, talent.lastName),
      talentId: userId,
    });
  });
  return presentOne(deps.db, proposalId);
}

/** The organization's applications from the talent and its proposals to them (the preview's relationship). */
export function findRelationshipWith(db: DbOrTx, organizationId: number, talentUserId: number) {
  return findRelationship(db, organizationId, talentUserId);
}
