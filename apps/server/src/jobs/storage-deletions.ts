import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { storageDeletions } from '../db/schema/personal-data';
import { retryDelaySeconds } from '../mail/delivery-policy';
import type { Storage } from '../storage/storage';
import { startPeriodic } from './periodic';

/** Rows claimed per pass, and how long a claim lasts (a worker that died leaves its rows due again after it). */
const BATCH = 50;
const LEASE_SECONDS = 120;

/**
 * Queues stored objects for removal, in the transaction that forgot them: when it commits the bytes are sure to go
 * (the worker retries until the storage answers), and when it rolls back nothing is removed.
 */
export async function queueStorageDeletions(tx: DbOrTx, keys: readonly string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .insert(storageDeletions)
    .values(keys.map((key) => ({ key })))
    .returning({ id: storageDeletions.id });
  return rows.map((r) => r.id);
}

type Claimed = { id: number; key: string; attempts: number };

async function claim(db: Db, ids?: readonly number[]): Promise<Claimed[]> {
  if (ids?.length === 0) return [];
  const only = ids
    ? sql`and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<Claimed>(sql`
    update storage_deletions set attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from storage_deletions where next_attempt_at <= now() ${only}
      order by next_attempt_at, id limit ${BATCH} for update skip locked)
    returning id, key, attempts`);
  return (result as unknown as { rows: Claimed[] }).rows;
}

/**
 * Removes due objects: a success deletes its row, a failure is tried again after a capped, growing delay (never
 * given up: personal data must go). `ids` limits the pass to the rows one request just queued.
 */
export async function drainStorageDeletions(
  db: Db,
  storage: Storage,
  opts: { ids?: readonly number[]; log?: FastifyBaseLogger } = {},
): Promise<{ removed: number; failed: number }> {
  let removed = 0;
  let failed = 0;
  for (const row of await claim(db, opts.ids)) {
    try {
      await storage.remove(row.key);
    } catch (error) {
      failed += 1;
      opts.log?.warn({ key: row.key, err: error }, 'stored object removal failed; will retry');
      await db.execute(sql`
        update storage_deletions set last_error = ${String((error as Error)?.message ?? error).slice(0, 500)},
          next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})
        where id = ${row.id}`);
      continue;
    }
    await db.delete(storageDeletions).where(inArray(storageDeletions.id, [row.id]));
    removed += 1;
  }
  return { removed, failed };
}

/** Drains the queue every `intervalMs` until stopped. Safe with several instances (rows are claimed). */
export function startStorageDeletionWorker(db: Db, storage: Storage, log: FastifyBaseLogger, intervalMs = 10_000) {
  return startPeriodic('storage deletion worker', log, intervalMs, async () => {
    await drainStorageDeletions(db, storage, { log });
  });
}
