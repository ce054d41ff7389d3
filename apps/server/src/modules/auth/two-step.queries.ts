import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import { twoStepChallenges, twoStepRecoveryCodes, twoStepSecrets } from '../../db/schema/two-step';

export async function findTwoStep(db: DbOrTx, userId: number) {
  const rows = await db.select().from(twoStepSecrets).where(eq(twoStepSecrets.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Starts (or restarts) setup: a new secret waiting for its first code. */
export async function savePendingSecret(db: DbOrTx, userId: number, secret: string) {
  await db
    .insert(twoStepSecrets)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoStepSecrets.userId,
      set: { secret, enabledAt: null, lastUsedStep: 0, createdAt: new Date() },
    });
}

/** Records an accepted code's step; false when that step (or a later one) was already used: a replay. */
export async function claimStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoStepSecrets)
    .set({ lastUsedStep: step })
    .where(and(eq(twoStepSecrets.userId, userId), lt(twoStepSecrets.lastUsedStep, step)))
    .returning({ userId: twoStepSecrets.userId });
  return rows.length > 0;
}

export async function markEnabled(db: DbOrTx, userId: number) {
  await db.update(twoStepSecrets).set({ enabledAt: new Date() }).where(eq(twoStepSecrets.userId, userId));
}

export async function deleteTwoStep(db: DbOrTx, userId: number) {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  await db.delete(twoStepSecrets).where(eq(twoStepSecrets.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]) {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  await db.insert(twoStepRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code: true once per code, in one statement so two requests cannot both use it. */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoStepRecoveryCodes.userId, userId),
        eq(twoStepRecoveryCodes.codeHash, codeHash),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(db: DbOrTx, values: { tokenHash: string; userId: number; expiresAt: Date }) {
  // Expired challenges go as new ones come (the index on expires_at keeps this cheap).
  await db.delete(twoStepChallenges).where(lt(twoStepChallenges.expiresAt, new Date()));
  await db.insert(twoStepChallenges).values(values);
}

/** Counts one attempt on a live challenge and returns it, or null when it is gone or expired. */
export async function countChallengeAttempt(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .update(twoStepChallenges)
    .set({ attempts: sql`${twoStepChallenges.attempts} + 1` })
    .where(and(eq(twoStepChallenges.tokenHash, tokenHash), gt(twoStepChallenges.expiresAt, new Date())))
    .returning();
  return rows[0] ?? null;
}

/** Ends a challenge; false when it was already gone. */
export async function deleteChallenge(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(twoStepChallenges)
    .where(eq(twoStepChallenges.tokenHash, tokenHash))
    .returning({ userId: twoStepChallenges.userId });
  return rows.length > 0;
}

/** The caller's organization requirement and whether they own it (company members only). */
export async function findMembership(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      organizationId: organizationMembers.organizationId,
      memberRole: organizationMembers.memberRole,
      isRequired: organizations.twoStepRequired,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}
