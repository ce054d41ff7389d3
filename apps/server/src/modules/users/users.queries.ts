import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import { notificationSettings, users } from '../../db/schema/users';

/** The user, their notification settings and their organization summary, in one query. */
export async function findCurrentUserRow(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ user: users, settings: notificationSettings, org: organizations })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}
export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof findCurrentUserRow>>>;
