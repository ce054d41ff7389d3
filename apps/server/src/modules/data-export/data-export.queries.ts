import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { dataExports } from '../../db/schema/personal-data';
import { users } from '../../db/schema/users';

export type ExportRow = typeof dataExports.$inferSelect;

export async function findOpenExport(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['PENDING', 'RUNNING'])))
    .limit(1);
  return row ?? null;
}

export async function insertExport(db: DbOrTx, userId: number) {
  const [row] = await db.insert(dataExports).values({ userId }).returning();
  if (!row) throw new Error('export insert returned nothing');
  return row;
}

export async function listExports(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

export async function findExport(db: DbOrTx, id: number) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

/**
 * Claims the oldest due export (committed on its own, before the slow work): PENDING, or RUNNING whose lease ran out
 * because its worker died. SKIP LOCKED keeps two instances off the same export.
 */
export async function claimDueExport(db: Db, leaseSeconds: number) {
  const result = await db.execute<{ id: number }>(sql`
    update data_exports set status = 'RUNNING', attempts = attempts + 1, progress = 0,
      next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select id from data_exports where status in ('PENDING', 'RUNNING') and next_attempt_at <= now()
      order by id limit 1 for update skip locked)
    returning id`);
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
  return id === undefined ? null : findExport(db, id);
}

export async function setProgress(db: DbOrTx, id: number, progress: number) {
  await db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'RUNNING')));
}

export async function markReady(tx: DbOrTx, id: number, values: { key: string; sizeBytes: number; expiresAt: Date }) {
  const [row] = await tx
    .update(dataExports)
    .set({
      status: 'READY',
      progress: 100,
      storageKey: values.key,
      sizeBytes: values.sizeBytes,
      finishedAt: new Date(),
      expiresAt: values.expiresAt,
      lastError: null,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'RUNNING')))
    .returning({ id: dataExports.id });
  return row !== undefined;
}

/** A failed try waits `retrySeconds` and is tried again, or becomes FAILED after `maxAttempts`. */
export async function markFailure(db: Db, row: ExportRow, error: unknown, retrySeconds: number, maxAttempts: number) {
  const isLast = row.attempts >= maxAttempts;
  await db
    .update(dataExports)
    .set({
      status: isLast ? 'FAILED' : 'PENDING',
      lastError: String((error as Error)?.message ?? error).slice(0, 500),
      nextAttemptAt: new Date(Date.now() + retrySeconds * 1000),
      finishedAt: isLast ? new Date() : null,
    })
    .where(eq(dataExports.id, row.id));
}

/** READY exports past their expiry become EXPIRED (call in a transaction); returns their storage keys, to remove. */
export async function expireDueExports(tx: DbOrTx, now: Date) {
  const due = await tx
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'READY'), lte(dataExports.expiresAt, now)))
    .limit(100)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  await tx
    .update(dataExports)
    .set({ status: 'EXPIRED', storageKey: null })
    .where(
      inArray(
        dataExports.id,
        due.map((d) => d.id),
      ),
    );
  return due.flatMap((d) => (d.key ? [d.key] : []));
}

export async function findExportOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
