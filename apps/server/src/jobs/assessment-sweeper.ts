import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { finishDueAttempts } from '../modules/assessments/assessments.service';
import { startPeriodic } from './periodic';

/**
 * Scores assessment attempts whose time ran out, every `intervalMs`, so results exist even when the talent never
 * comes back. Safe with several instances: attempts are claimed with FOR UPDATE SKIP LOCKED.
 */
export function startAssessmentSweeper(db: Db, log: FastifyBaseLogger, intervalMs = 30_000) {
  return startPeriodic('assessment sweeper', log, intervalMs, async () => {
    const finished = await finishDueAttempts(db);
    if (finished > 0) log.info({ finished }, 'timed-out assessment attempts scored');
  });
}
