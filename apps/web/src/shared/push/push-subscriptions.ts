import type { PushSubscribeRequest } from '@app/contract/schemas/push';
import { apiRequest, isApiError } from '../../lib/api-client';

const keySchema = () => import('@app/contract/schemas/push').then((m) => m.PushPublicKeySchema);
const subscriptionSchema = () => import('@app/contract/schemas/push').then((m) => m.PushSubscriptionSchema);
const removedSchema = () => import('zod').then(({ z }) => z.object({ removed: z.literal(true) }));

/** GET /api/v1/notifications/push/public-key: the VAPID key to subscribe with (null: push is off on this server). */
export async function fetchPushPublicKey() {
  const { publicKey } = await apiRequest('/api/v1/notifications/push/public-key', { schema: keySchema });
  return publicKey;
}

/** POST /api/v1/notifications/push/subscriptions: this browser receives the caller's pushes (for this session). */
export function savePushSubscription(subscription: PushSubscribeRequest) {
  return apiRequest('/api/v1/notifications/push/subscriptions', {
    method: 'POST',
    body: subscription,
    schema: subscriptionSchema,
  });
}

/** DELETE /api/v1/notifications/push/subscriptions: forget this browser; already forgotten (404) is fine. */
export async function deletePushSubscription(endpoint: string) {
  try {
    await apiRequest('/api/v1/notifications/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint },
      schema: removedSchema,
    });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}
