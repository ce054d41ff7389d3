import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interestJobRoles, interestSkills } from '../../db/schema/profiles';
import { notificationSettings, users } from '../../db/schema/users';
import { forgetSessions } from '../../http/auth';

export async function findAccount(db: DbOrTx, userId: number) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function updateSummary(
  db: DbOrTx,
  userId: number,
  values: { firstName: string; lastName: string; imageUrl: string | null; locale?: 'en' | 'ko' },
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      imageUrl: users.imageUrl,
      locale: users.locale,
    });
  // The session carries the account language (errors are written in it): the next request reads it again.
  if (values.locale) forgetSessions({ userId });
  return row ?? null;
}

type TalentFlags = Partial<
  Pick<
    typeof notificationSettings.$inferInsert,
    'emailNotiFlag' | 'pushNotiFlag' | 'noticeNotiFlag' | 'recommendedJobNotiFlag' | 'jobResultFlag'
  >
>;

/** Sets the given flags (the row is created with defaults when missing) and returns the whole row. */
export async function upsertNotificationFlags(db: DbOrTx, userId: number, flags: TalentFlags) {
  const query = db.insert(notificationSettings).values({ userId, ...flags });
  const [row] = await (Object.keys(flags).length > 0
    ? query.onConflictDoUpdate({ target: notificationSettings.userId, set: flags })
    : query.onConflictDoNothing()
  ).returning();
  if (row) return row;
  const [existing] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return existing ?? null;
}

export async function findInterestIds(db: DbOrTx, userId: number) {
  const skillRows = await db
    .select({ id: interestSkills.skillId })
    .from(interestSkills)
    .where(eq(interestSkills.userId, userId))
    .orderBy(asc(interestSkills.position));
  const roleRows = await db
    .select({ id: interestJobRoles.jobTitleId })
    .from(interestJobRoles)
    .where(eq(interestJobRoles.userId, userId))
    .orderBy(asc(interestJobRoles.position));
  return { skillIds: skillRows.map((r) => r.id), jobTitleIds: roleRows.map((r) => r.id) };
}

/** Replaces both interest lists and keeps `users.has_interest_field` in step. Call inside a transaction. */
export async function replaceInterests(tx: DbOrTx, userId: number, skillIds: number[], jobTitleIds: number[]) {
  await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
  await tx.delete(interestSkills).where(eq(interestSkills.userId, userId));
  await tx.delete(interestJobRoles).where(eq(interestJobRoles.userId, userId));
  if (skillIds.length > 0) {
    await tx.insert(interestSkills).values(skillIds.map((skillId, position) => ({ userId, skillId, position })));
  }
  if (jobTitleIds.length > 0) {
    await tx
      .insert(interestJobRoles)
      .values(jobTitleIds.map((jobTitleId, position) => ({ userId, jobTitleId, position })));
  }
  await tx
    .update(users)
    .set({ hasInterestField: skillIds.length + jobTitleIds.length > 0 })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
