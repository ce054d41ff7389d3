import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oauthAccounts, oauthRequests, oauthSignups } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

type Provider = (typeof oauthAccounts.$inferInsert)['provider'];

export async function insertOAuthRequest(db: DbOrTx, values: typeof oauthRequests.$inferInsert) {
  // Requests nobody came back for are dropped on the way (the index on expires_at keeps this cheap).
  await db.delete(oauthRequests).where(lt(oauthRequests.expiresAt, new Date()));
  await db.insert(oauthRequests).values(values);
}

/** Takes the request of this state (single use): it is deleted whether or not it is still valid. */
export async function takeOAuthRequest(db: DbOrTx, stateHash: string, provider: Provider) {
  const [row] = await db.delete(oauthRequests).where(eq(oauthRequests.stateHash, stateHash)).returning();
  if (!row || row.provider !== provider || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

export async function findLinkedUser(db: DbOrTx, provider: Provider, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

export async function insertLink(db: DbOrTx, userId: number, provider: Provider, subject: string) {
  await db.insert(oauthAccounts).values({ userId, provider, subject }).onConflictDoNothing();
}

export async function insertOAuthSignup(db: DbOrTx, values: typeof oauthSignups.$inferInsert) {
  await db.delete(oauthSignups).where(lt(oauthSignups.expiresAt, new Date()));
  await db.insert(oauthSignups).values(values);
}

export async function findOAuthSignup(db: DbOrTx, ticketHash: string) {
  const [row] = await db
    .select()
    .from(oauthSignups)
    .where(and(eq(oauthSignups.ticketHash, ticketHash), gt(oauthSignups.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Takes the ticket (single use) inside the completing transaction; null when another request took it first. */
export async function takeOAuthSignup(db: DbOrTx, ticketHash: string) {
  const [row] = await db
    .delete(oauthSignups)
    .where(and(eq(oauthSignups.ticketHash, ticketHash), gt(oauthSignups.expiresAt, new Date())))
    .returning();
  return row ?? null;
}
