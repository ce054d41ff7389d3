import type { ConsentKind } from '@app/contract/rules/consents';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consentEvents, userConsents } from '../../db/schema/personal-data';
import { users } from '../../db/schema/users';

export type ConsentSource = (typeof consentEvents.$inferInsert)['source'];
export type ConsentChange = { kind: ConsentKind; version: string; isGranted: boolean };

export async function findConsents(db: DbOrTx, userId: number) {
  return db
    .select({
      kind: userConsents.kind,
      version: userConsents.version,
      isGranted: userConsents.isGranted,
      updatedAt: userConsents.updatedAt,
    })
    .from(userConsents)
    .where(eq(userConsents.userId, userId));
}

/** The latest changes, newest first (capped: a settings page shows a short history). */
export async function findConsentHistory(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      kind: consentEvents.kind,
      version: consentEvents.version,
      isGranted: consentEvents.isGranted,
      source: consentEvents.source,
      createdAt: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
    .limit(limit);
}

/**
 * Sets each consent and appends one history row per change, in the caller's transaction. `users.marketing_agreed`
 * follows the marketing consent (the mail code reads it).
 */
export async function writeConsents(tx: DbOrTx, userId: number, changes: ConsentChange[], source: ConsentSource) {
  if (changes.length === 0) return;
  const now = new Date();
  await tx
    .insert(userConsents)
    .values(changes.map((c) => ({ userId, ...c, updatedAt: now })))
    .onConflictDoUpdate({
      target: [userConsents.userId, userConsents.kind],
      set: {
        version: sql`excluded.version`,
        isGranted: sql`excluded.is_granted`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  await tx.insert(consentEvents).values(changes.map((c) => ({ userId, ...c, source, createdAt: now })));
  const marketing = changes.find((c) => c.kind === 'MARKETING');
  if (marketing) await tx.update(users).set({ marketingAgreed: marketing.isGranted }).where(eq(users.id, userId));
}

/** Consents and their history go with the account (the account row stays as a placeholder). */
export async function deleteConsentsOf(tx: DbOrTx, userId: number) {
  await tx.delete(userConsents).where(eq(userConsents.userId, userId));
  await tx.delete(consentEvents).where(eq(consentEvents.userId, userId));
}
