import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { organizationMembers } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { AppError } from '../../http/app-error';

/** Applications the company still owes a move: a decision, or the hire after an offer was accepted. */
const LIVE_STATUSES = [
  'APPLIED',
  'DOCUMENT_REVIEW',
  'INTERVIEW_PROPOSED',
  'INTERVIEW_SCHEDULED',
  'OFFERED',
  'OFFER_ACCEPTED',
] as const;

/**
 * Whether leaving would abandon an organization (decision 042): the only owner of a team must hand ownership over
 * first (409 OWNERSHIP_TRANSFER_REQUIRED); the only member may leave once the organization no longer hires, so no
 * posting stays open and no applicant waits on nobody (409 ORGANIZATION_STILL_HIRING). The organization itself stays
 * as the company's record. Members' rows are locked, so a concurrent role change cannot slip between check and erasure.
 */
export async function assertLeavesNoOrganizationBehind(tx: DbOrTx, userId: number) {
  const [me] = await tx
    .select({ organizationId: organizationMembers.organizationId, memberRole: organizationMembers.memberRole })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  if (me?.memberRole !== 'OWNER') return;
  const others = await tx
    .select({ memberRole: organizationMembers.memberRole })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, me.organizationId), ne(organizationMembers.userId, userId)))
    .for('update');
  if (others.length > 0) {
    if (!others.some((o) => o.memberRole === 'OWNER')) throw new AppError('OWNERSHIP_TRANSFER_REQUIRED', 409);
    return;
  }
  const [open] = await tx
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(and(eq(jobPostings.organizationId, me.organizationId), eq(jobPostings.status, 'VISIBLE')))
    .limit(1);
  const [waiting] = await tx
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(and(eq(jobPostings.organizationId, me.organizationId), inArray(applications.status, [...LIVE_STATUSES])))
    .limit(1);
  if (open || waiting) throw new AppError('ORGANIZATION_STILL_HIRING', 409);
}
