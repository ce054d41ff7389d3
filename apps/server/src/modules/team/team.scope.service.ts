import { canMember } from '@app/contract/rules/member-roles';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { findAssignedPostingIds, isAssigned, isCandidateOfAssignedPosting } from './team.queries';

/*
 * How far a member sees candidates (decision 034): owners and recruiters see every posting's; interviewers only the
 * postings they are assigned to. Anything beyond is a 404, alike for existing and missing rows.
 */

const seesAll = (auth: AuthContext) => auth.role !== 'ORGANIZATION' || canMember(auth.memberRole, 'CANDIDATES_ALL');

/** The posting's candidates are the member's to see, or 404. */
export async function assertSeesPosting(db: DbOrTx, auth: AuthContext, postingId: number) {
  if (seesAll(auth)) return;
  if (!(await isAssigned(db, postingId, auth.userId))) throw notFound();
}

/** The postings whose candidates the member sees: null for all of the organization's. */
export async function postingsSeenBy(db: DbOrTx, auth: AuthContext): Promise<number[] | null> {
  if (seesAll(auth)) return null;
  return findAssignedPostingIds(db, auth.userId);
}

/** An interviewer reads a talent's profile only when the talent applied to one of their postings; else 404. */
export async function assertSeesTalent(db: DbOrTx, auth: AuthContext, talentId: number) {
  if (seesAll(auth)) return;
  if (!(await isCandidateOfAssignedPosting(db, auth.userId, talentId))) throw notFound();
}

/**
 * The audit log's entity type of team changes (kept apart from the verification log of ORGANIZATION entries, whose
 * statuses are verification statuses); the entity id is the organization's.
 */
export const TEAM_AUDIT_ENTITY = 'ORGANIZATION_TEAM';
