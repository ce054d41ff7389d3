import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import { notificationSettings, users } from '../../db/schema/users';

/** `GET /api/v1/user` runs on every screen: prepared once, and only the columns the answer shows. */
const currentUserRow = preparedOnce((db) =>
  db
    .select({
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        locale: users.locale,
        imageUrl: users.imageUrl,
        status: users.status,
        role: users.role,
        hasInterestField: users.hasInterestField,
      },
      // Every flag of the user's settings row (a few booleans).
      settings: notificationSettings,
      memberRole: organizationMembers.memberRole,
      org: {
        id: organizations.id,
        name: organizations.name,
        verificationStatus: organizations.verificationStatus,
        logoUrl: organizations.logoUrl,
      },
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('current_user'),
);

/** The user, their notification settings and their organization summary, in one query. */
export async function findCurrentUserRow(db: Db, userId: number) {
  const rows = await currentUserRow(db).execute({ userId });
  return rows[0] ?? null;
}
export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof findCurrentUserRow>>>;
