import type { PushSubscribeRequestSchema } from '@app/contract/schemas/push';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { pushEndpointAllowed } from '../../push/endpoint';
import { deleteSubscription, trimSubscriptions, upsertSubscription } from './push.queries';

/** Browsers a user receives push on at once; subscribing one more forgets the oldest. */
export const SUBSCRIPTIONS_PER_USER = 10;

export function pushPublicKey(deps: Deps) {
  return { publicKey: deps.vapid?.publicKey ?? null };
}

/**
 * The server POSTs to whatever endpoint a browser reports, so in production an endpoint must be https on a known
 * push service (PUSH_SERVICE_HOSTS); local http push services are accepted only outside production (local testing).
 */
function assertPushEndpoint(deps: Deps, endpoint: string) {
  if (!pushEndpointAllowed(deps.config.env === 'production', endpoint)) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'endpoint', key: 'validation.invalid' }]);
  }
}

export async function subscribePush(deps: Deps, auth: AuthContext, body: z.infer<typeof PushSubscribeRequestSchema>) {
  // Without VAPID keys push stays off until an operator sets them: a lasting state, not a passing outage.
  if (!deps.vapid) throw new AppError('PUSH_NOT_CONFIGURED', 409);
  assertPushEndpoint(deps, body.endpoint);
  return deps.db.transaction(async (tx) => {
    const row = await upsertSubscription(tx, {
      userId: auth.userId,
      sessionId: auth.sessionId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh.replace(/=+$/, ''),
      auth: body.keys.auth.replace(/=+$/, ''),
    });
    await trimSubscriptions(tx, auth.userId, SUBSCRIPTIONS_PER_USER);
    return row;
  });
}

/** Forgets one of the caller's browsers; someone else's endpoint, or an unknown one, is "not found". */
export async function unsubscribePush(deps: Deps, auth: AuthContext, endpoint: string) {
  if ((await deleteSubscription(deps.db, auth.userId, endpoint)) === 0) throw notFound();
  return { removed: true as const };
}
