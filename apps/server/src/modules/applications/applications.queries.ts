import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { applicationEvents } from '../../db/schema/hiring';
import { users } from '../../db/schema/users';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

export async function findApplication(db: DbOrTx, postingId: number, userId: number) {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.postingId, postingId), eq(applications.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertApplication(db: DbOrTx, postingId: number, userId: number, now: Date) {
  const [row] = await db
    .insert(applications)
    .values({ postingId, userId, status: 'APPLIED', appliedAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateApplication(
  db: DbOrTx,
  id: number,
  changes: Partial<Omit<ApplicationRow, 'id' | 'postingId' | 'userId'>>,
) {
  const [row] = await db
    .update(applications)
    .set({ updatedAt: new Date(), ...changes })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error('update returned nothing');
  return row;
}

/** Locks one application row (SELECT … FOR UPDATE) so concurrent actions on it run one after the other. */
export async function lockApplication(db: DbOrTx, applicationId: number) {
  const rows = await db.select().from(applications).where(eq(applications.id, applicationId)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function findApplicationById(db: DbOrTx, applicationId: number) {
  const rows = await db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  return rows[0] ?? null;
}

/** The live (not withdrawn) application of `userId` to `postingId`, locked. */
export async function lockApplicationOf(db: DbOrTx, postingId: number, userId: number) {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.postingId, postingId), eq(applications.userId, userId)))
    .for('update')
    .limit(1);
  const row = rows[0];
  return row && row.status !== 'WITHDRAWN' ? row : null;
}

export async function insertApplicationEvent(db: DbOrTx, values: typeof applicationEvents.$inferInsert) {
  await db.insert(applicationEvents).values(values);
}

export async function findApplicationEvents(db: DbOrTx, applicationId: number) {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

/** A user's name, for the notifications that name the talent. */
export async function findUserName(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
