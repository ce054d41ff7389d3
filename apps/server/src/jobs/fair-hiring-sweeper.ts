import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { anonymizeExpiredApplications, sendDueDelayNotices } from '../modules/fair-hiring/fair-hiring.sweep.service';
import { startPeriodic } from './periodic';

/**
 * Every `intervalMs`, tells talents of hiring delays and anonymises applications whose document-retention window
 * ended (decisions 039, 042). Idempotent and safe with several instances (rows are claimed with SKIP LOCKED and
 * marked). `clock` is the time the rules are applied at: tests pass a fixed one.
 */
export function startFairHiringSweeper(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  kickOutbox: () => void,
  { intervalMs = 10 * 60_000, clock = () => new Date() } = {},
) {
  return startPeriodic('fair-hiring sweeper', log, intervalMs, async () => {
    const now = clock();
    const told = await sendDueDelayNotices(db, config, now);
    if (told > 0) kickOutbox();
    const anonymized = await anonymizeExpiredApplications(db, now);
    if (told + anonymized > 0) log.info({ told, anonymized }, 'fair-hiring duties done');
  });
}
