import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs`, never two at once, logging a failed pass instead of stopping; `stop` waits for a
 * pass under way. The sweepers share it.
 */
export function startPeriodic(name: string, log: FastifyBaseLogger, intervalMs: number, work: () => Promise<void>) {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await work();
    } catch (error) {
      log.warn({ err: error }, `${name} tick failed`);
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
