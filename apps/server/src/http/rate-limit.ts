import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { startingWith } from '../db/like';
import { AppError } from './app-error';

type Count = { count: number; resetAt: Date };

/** Adds one hit to a fixed window and returns the count in it; shared by every instance through the database. */
export async function hitRateLimit(db: DbOrTx, key: string, windowSeconds: number): Promise<Count> {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** The current count of a window without adding to it. */
export async function peekRateLimit(db: DbOrTx, key: string): Promise<Count | null> {
  const result = await db.execute<{ count: number; reset_at: string | Date }>(
    sql`select count, reset_at from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0];
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
}

/** Gives back one hit (a sign-in that succeeded, or one refused by another limit), never below zero. */
export async function releaseRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
}

/** Deletes every window whose key starts with `prefix` (all addresses' counters of one account). */
export async function clearRateLimitsByPrefix(db: DbOrTx, prefix: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key like ${startingWith(prefix)}`);
}

export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export function tooManyRequests(resetAt: Date): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError('TOO_MANY_REQUESTS', 429, undefined, { 'Retry-After': String(seconds) });
}

/** Counts a hit and throws 429 with `Retry-After` once the window holds more than `limit`. */
export async function enforceRateLimit(db: DbOrTx, key: string, limit: number, windowSeconds: number) {
  const { count, resetAt } = await hitRateLimit(db, key, windowSeconds);
  if (count > limit) throw tooManyRequests(resetAt);
}
