import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens, sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { forgetSessions } from '../../http/auth';

export type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
) {
  // Activity starts now by the server's clock, the one the idle time is measured with.
  await db.insert(sessions).values({ ...values, lastActiveAt: new Date() });
}

export async function deleteSession(db: DbOrTx, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetSessions({ sessionId });
}

export async function deleteSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or all but one. */
export async function deleteSessionsOfUser(db: DbOrTx, userId: number, exceptSessionId?: number) {
  const condition =
    exceptSessionId === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId));
  await db.delete(sessions).where(condition);
  forgetSessions({ userId });
}

/**
 * Ends every session of a member the organization removed (decision 044): marked rather than deleted, so their next
 * requests say MEMBERSHIP_ENDED until the web signs out with them; a day at most.
 */
export async function markSessionsMembershipEnded(db: DbOrTx, userId: number) {
  await db
    .update(sessions)
    .set({
      endedReason: 'MEMBERSHIP_ENDED',
      expiresAt: sql`least(${sessions.expiresAt}, now() + interval '1 day')`,
    })
    .where(eq(sessions.userId, userId));
  forgetSessions({ userId });
}

export async function insertEmailToken(
  db: DbOrTx,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailTokens).values(values);
}

/** Locks the token row so two clicks on one link cannot both use it. */
export async function findTokenForUpdate(db: DbOrTx, tokenHash: string, purpose: TokenPurpose) {
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function markTokenUsed(db: DbOrTx, tokenId: number) {
  await db.update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.id, tokenId));
}

/** Older unused links of the same purpose stop working when a new one is sent. */
export async function expireOpenTokens(db: DbOrTx, userId: number, purpose: TokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    );
}
