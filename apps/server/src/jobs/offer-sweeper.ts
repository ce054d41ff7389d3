import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';
import { expireDueOffers } from '../modules/hiring/hiring.offers.expiry';
import { startPeriodic } from './periodic';

/**
 * Closes job offers whose expiry passed, every `intervalMs`, so an unanswered offer ends on time even when nobody
 * opens it (decision 037). Safe with several instances: each offer's application is locked before it is closed, and
 * a closed one is skipped.
 */
export function startOfferSweeper(
  deps: Pick<Deps, 'db' | 'config' | 'kickOutbox'>,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
) {
  return startPeriodic('offer sweeper', log, intervalMs, async () => {
    const { expired, mailed } = await expireDueOffers(deps);
    if (expired > 0) log.info({ expired }, 'expired job offers closed');
    if (mailed > 0) deps.kickOutbox();
  });
}
