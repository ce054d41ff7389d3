import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  interviewPanelMembers,
  interviewProposals,
  interviewScorecards,
  interviewSlots,
  postingScorecardCriteria,
  type ScorecardRatingRow,
} from '../../db/schema/hiring';
import { organizationMembers } from '../../db/schema/organizations';
import { postingAssignments } from '../../db/schema/postings';
import { talentProfiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

/* Panels, talent time zones, scorecard criteria and scorecards: Drizzle only. */

const interviewer = { userId: users.id, firstName: users.firstName, lastName: users.lastName };
export type InterviewerRow = { userId: number; firstName: string; lastName: string };

/** The organization's active members, by name (at most `limit`: a team, not a directory). */
export function findOrganizationInterviewers(db: DbOrTx, organizationId: number, limit = 200) {
  return db
    .select(interviewer)
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

/** Which of `userIds` are active members of the organization. */
export async function findMemberIds(db: DbOrTx, organizationId: number, userIds: number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        inArray(organizationMembers.userId, userIds),
        eq(users.status, 'ACTIVE'),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/**
 * The panel of a proposal; each interviewer is also assigned to the posting, so an interviewer-role member reaches
 * the candidate they interview (decision 034).
 */
export async function insertPanel(
  db: DbOrTx,
  panel: { proposalId: number; postingId: number; assignedBy: number },
  userIds: number[],
) {
  if (userIds.length === 0) return;
  const { proposalId, postingId, assignedBy } = panel;
  await db.insert(interviewPanelMembers).values(userIds.map((userId) => ({ proposalId, userId })));
  await db
    .insert(postingAssignments)
    .values(userIds.map((userId) => ({ postingId, userId, assignedBy })))
    .onConflictDoNothing();
}

/** The panels of these proposals (one query), each by name. */
export async function findPanels(db: DbOrTx, proposalIds: number[]) {
  const out = new Map<number, InterviewerRow[]>();
  if (proposalIds.length === 0) return out;
  const rows = await db
    .select({ proposalId: interviewPanelMembers.proposalId, ...interviewer })
    .from(interviewPanelMembers)
    .innerJoin(users, eq(users.id, interviewPanelMembers.userId))
    .where(inArray(interviewPanelMembers.proposalId, proposalIds))
    .orderBy(asc(users.firstName), asc(users.id));
  for (const { proposalId, ...person } of rows) out.set(proposalId, [...(out.get(proposalId) ?? []), person]);
  return out;
}

/** The talent's own zone and country (the default zone comes from the country). */
export async function findTalentZoneRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ timeZone: talentProfiles.timeZone, country: talentProfiles.country })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, userId))
    .limit(1);
  return row ?? { timeZone: null, country: null };
}

export async function findPostingCriteria(db: DbOrTx, postingId: number) {
  const [row] = await db
    .select({ criteria: postingScorecardCriteria.criteria })
    .from(postingScorecardCriteria)
    .where(eq(postingScorecardCriteria.postingId, postingId))
    .limit(1);
  return row?.criteria ?? null;
}

/** Saves the posting's criteria; an empty list removes the row (back to the defaults). */
export async function savePostingCriteria(db: DbOrTx, postingId: number, criteria: string[], now: Date) {
  if (criteria.length === 0) {
    await db.delete(postingScorecardCriteria).where(eq(postingScorecardCriteria.postingId, postingId));
    return;
  }
  await db
    .insert(postingScorecardCriteria)
    .values({ postingId, criteria, updatedAt: now })
    .onConflictDoUpdate({ target: postingScorecardCriteria.postingId, set: { criteria, updatedAt: now } });
}

/** The application's interviews that took place or are confirmed (SCHEDULED), newest first, with their start. */
export function findScheduledInterviews(db: DbOrTx, applicationId: number) {
  return db
    .select({
      id: interviewProposals.id,
      applicationId: interviewProposals.applicationId,
      organizationId: interviewProposals.organizationId,
      status: interviewProposals.status,
      startsAt: interviewSlots.startsAt,
    })
    .from(interviewProposals)
    .leftJoin(interviewSlots, eq(interviewSlots.id, interviewProposals.chosenSlotId))
    .where(and(eq(interviewProposals.applicationId, applicationId), eq(interviewProposals.status, 'SCHEDULED')))
    .orderBy(desc(interviewProposals.proposedAt), desc(interviewProposals.id))
    .limit(20);
}

/** One interview of the organization with its application (for a scorecard), or null. */
export async function findOrganizationInterview(db: DbOrTx, organizationId: number, proposalId: number) {
  const [row] = await db
    .select({
      id: interviewProposals.id,
      applicationId: interviewProposals.applicationId,
      status: interviewProposals.status,
    })
    .from(interviewProposals)
    .where(and(eq(interviewProposals.id, proposalId), eq(interviewProposals.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}

export async function isOnPanel(db: DbOrTx, proposalId: number, userId: number) {
  const rows = await db
    .select({ userId: interviewPanelMembers.userId })
    .from(interviewPanelMembers)
    .where(and(eq(interviewPanelMembers.proposalId, proposalId), eq(interviewPanelMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export function findScorecards(db: DbOrTx, applicationId: number) {
  return db
    .select({
      id: interviewScorecards.id,
      proposalId: interviewScorecards.proposalId,
      interviewerUserId: interviewScorecards.interviewerUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      recommendation: interviewScorecards.recommendation,
      ratings: interviewScorecards.ratings,
      notes: interviewScorecards.notes,
      submittedAt: interviewScorecards.submittedAt,
      updatedAt: interviewScorecards.updatedAt,
    })
    .from(interviewScorecards)
    .innerJoin(users, eq(users.id, interviewScorecards.interviewerUserId))
    .where(eq(interviewScorecards.applicationId, applicationId))
    .orderBy(asc(interviewScorecards.submittedAt), asc(interviewScorecards.id));
}
export type ScorecardRow = Awaited<ReturnType<typeof findScorecards>>[number];

/** The caller's scorecard of the interview, written or rewritten. */
export async function upsertScorecard(
  db: DbOrTx,
  values: {
    proposalId: number;
    applicationId: number;
    interviewerUserId: number;
    recommendation: ScorecardRow['recommendation'];
    ratings: ScorecardRatingRow[];
    notes: string | null;
  },
  now: Date,
) {
  await db
    .insert(interviewScorecards)
    .values({ ...values, submittedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [interviewScorecards.proposalId, interviewScorecards.interviewerUserId],
      set: { recommendation: values.recommendation, ratings: values.ratings, notes: values.notes, updatedAt: now },
    });
}
