import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { finishDueAttempts } from '../modules/assessments/assessments.service';

/**
 * Scores assessment attempts whose time ran out, every `intervalMs`, so results exist even when the talent never
 * comes back. Safe with several instances: attempts are claimed with FOR UPDATE SKIP LOCKED.
 */
export function startAssessmentSweeper(db: Db, log: FastifyBaseLogger, intervalMs = 30_000) {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const finished = await finishDueAttempts(db);
      if (finished > 0) log.info({ finished }, 'timed-out assessment attempts scored');
    } catch (error) {
      log.warn({ err: error }, 'assessment sweeper tick failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
}
