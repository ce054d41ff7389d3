import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';

/** The organization's "offers need approval" switch (null when there is no such organization). */
export async function findOffersNeedApproval(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select({ offersNeedApproval: organizations.offersNeedApproval })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.offersNeedApproval ?? null;
}

export async function updateOffersNeedApproval(db: DbOrTx, organizationId: number, value: boolean) {
  await db
    .update(organizations)
    .set({ offersNeedApproval: value, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

/** The member's role in the organization (null when they are not a member). */
export async function findMemberRole(db: DbOrTx, organizationId: number, userId: number) {
  const [row] = await db
    .select({ role: organizationMembers.memberRole })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
  return row?.role ?? null;
}

/** The active owners' user ids: who approves offers. */
export async function findActiveOwnerIds(db: DbOrTx, organizationId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.memberRole, 'OWNER'),
        eq(users.status, 'ACTIVE'),
      ),
    );
  return rows.map((r) => r.id);
}
