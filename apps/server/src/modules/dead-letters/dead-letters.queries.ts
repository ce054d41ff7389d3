import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

const isDead = eq(mailOutbox.status, 'DEAD');

export async function findDeadLetterPage(db: DbOrTx, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(isDead)
      .orderBy(desc(mailOutbox.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(mailOutbox).where(isDead),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countDeadLetters(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(isDead);
  return Number(row?.n ?? 0);
}

/** DEAD → PENDING, due now, with a fresh retry window; false when `id` is not a dead letter. */
export async function requeueDeadLetter(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'PENDING', nextAttemptAt: sql`now()`, firstFailedAt: null })
    .where(and(eq(mailOutbox.id, id), isDead))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function mailExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return rows.length > 0;
}
