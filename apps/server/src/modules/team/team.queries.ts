import type { MemberRole } from '@app/contract/rules/member-roles';
import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { organizationInvitations, organizationMembers, organizations } from '../../db/schema/organizations';
import { jobPostings, postingAssignments } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

/* Drizzle only: the team's members, invitations and posting assignments. */

export async function findMembers(db: DbOrTx, organizationId: number) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      memberRole: organizationMembers.memberRole,
      joinedAt: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(users.id))
    .limit(500);
}

/** The member row, locked so two owners cannot demote each other at once. */
export async function findMemberForUpdate(db: DbOrTx, organizationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The organization's owners, locked (the last-owner rule reads them in the same transaction). */
export async function lockOwners(db: DbOrTx, organizationId: number) {
  return db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.memberRole, 'OWNER')))
    .for('update');
}

export async function updateMemberRole(db: DbOrTx, organizationId: number, userId: number, memberRole: MemberRole) {
  await db
    .update(organizationMembers)
    .set({ memberRole })
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
}

/** Removes the membership and the member's posting assignments of this organization. */
export async function deleteMember(db: DbOrTx, organizationId: number, userId: number) {
  await db
    .delete(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
  const postings = db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .where(eq(jobPostings.organizationId, organizationId));
  await db
    .delete(postingAssignments)
    .where(and(eq(postingAssignments.userId, userId), inArray(postingAssignments.postingId, postings)));
}

export async function insertMember(db: DbOrTx, organizationId: number, userId: number, memberRole: MemberRole) {
  await db.insert(organizationMembers).values({ organizationId, userId, memberRole });
}

export async function findMembershipOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(organizationMembers).where(eq(organizationMembers.userId, userId)).limit(1);
  return row ?? null;
}

export async function insertInvitation(db: DbOrTx, values: typeof organizationInvitations.$inferInsert) {
  const [row] = await db.insert(organizationInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Open invitations (not accepted, not expired), newest first, with who sent them. */
export async function findOpenInvitations(db: DbOrTx, organizationId: number, now: Date) {
  return db
    .select({
      invitation: organizationInvitations,
      inviter: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(organizationInvitations)
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id))
    .limit(200);
}

/** Open invitations of one e-mail to one organization (a new one replaces them). */
export async function deleteOpenInvitationsTo(db: DbOrTx, organizationId: number, email: string) {
  await db
    .delete(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.email, email),
        isNull(organizationInvitations.acceptedAt),
      ),
    );
}

export async function deleteInvitation(db: DbOrTx, organizationId: number, id: number) {
  const rows = await db
    .delete(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.id, id),
        isNull(organizationInvitations.acceptedAt),
      ),
    )
    .returning({ id: organizationInvitations.id });
  return rows.length > 0;
}

/** The invitation behind a link, with its organization's name; locked when accepting. */
export async function findInvitationByHash(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({ invitation: organizationInvitations, companyName: organizations.name })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(eq(organizationInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: organizationInvitations }) : await query;
  return row ?? null;
}

export async function markInvitationAccepted(db: DbOrTx, id: number, userId: number) {
  await db
    .update(organizationInvitations)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(eq(organizationInvitations.id, id));
}

export async function countOrganizationMembers(db: DbOrTx, organizationId: number, userIds: number[]) {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), inArray(organizationMembers.userId, userIds)));
  return row?.n ?? 0;
}

export async function findPostingAssignees(db: DbOrTx, postingId: number) {
  const rows = await db
    .select({ userId: postingAssignments.userId })
    .from(postingAssignments)
    .where(eq(postingAssignments.postingId, postingId))
    .orderBy(asc(postingAssignments.userId));
  return rows.map((r) => r.userId);
}

export async function replacePostingAssignees(db: DbOrTx, postingId: number, userIds: number[], assignedBy: number) {
  await db.delete(postingAssignments).where(eq(postingAssignments.postingId, postingId));
  if (userIds.length === 0) return;
  await db
    .insert(postingAssignments)
    .values(userIds.map((userId) => ({ postingId, userId, assignedBy })))
    .onConflictDoNothing();
}

export async function isAssigned(db: DbOrTx, postingId: number, userId: number) {
  const [row] = await db
    .select({ userId: postingAssignments.userId })
    .from(postingAssignments)
    .where(and(eq(postingAssignments.postingId, postingId), eq(postingAssignments.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The postings a member is assigned to (an interviewer's whole reach). */
export async function findAssignedPostingIds(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ postingId: postingAssignments.postingId })
    .from(postingAssignments)
    .where(eq(postingAssignments.userId, userId))
    .limit(1000);
  return rows.map((r) => r.postingId);
}

/** Whether a talent applied to one of the member's assigned postings (an interviewer may read their profile). */
export async function isCandidateOfAssignedPosting(db: DbOrTx, userId: number, talentId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(postingAssignments, eq(postingAssignments.postingId, applications.postingId))
    .where(and(eq(postingAssignments.userId, userId), eq(applications.userId, talentId)))
    .limit(1);
  return row !== undefined;
}

/** The organization of a posting (null when there is none). */
export async function findPostingOrganizationId(db: DbOrTx, postingId: number): Promise<number | null> {
  const [row] = await db
    .select({ organizationId: jobPostings.organizationId })
    .from(jobPostings)
    .where(eq(jobPostings.id, postingId));
  return row?.organizationId ?? null;
}
