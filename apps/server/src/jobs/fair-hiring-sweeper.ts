import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { anonymizeExpiredApplications, sendDueDelayNotices } from '../modules/fair-hiring/fair-hiring.sweep.service';

/**
 * Every `intervalMs`, tells talents of hiring delays and anonymises applications whose document-retention window
 * ended (decision 039). Idempotent and safe with several instances (rows are claimed with SKIP LOCKED and marked).
 * `clock` is the time the rules are applied at: tests pass a fixed one.
 */
export function startFairHiringSweeper(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  kickOutbox: () => void,
  { intervalMs = 10 * 60_000, clock = () => new Date() } = {},
) {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const now = clock();
      const told = await sendDueDelayNotices(db, config, now);
      if (told > 0) kickOutbox();
      const anonymized = await anonymizeExpiredApplications(db, now);
      if (told + anonymized > 0) log.info({ told, anonymized }, 'fair-hiring duties done');
    } catch (error) {
      log.warn({ err: error }, 'fair-hiring sweeper tick failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Runs one pass now (tests, and the first pass at start). */
    runOnce: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
}
