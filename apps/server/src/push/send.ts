import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What became of one push: delivered, the subscription no longer exists, worth retrying, or refused for good. */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; error: string; retryAfterSeconds?: number }
  | { kind: 'failed'; error: string };

/** A day: a notification older than that is stale news, the push service may drop it. */
export const PUSH_TTL_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;

/**
 * Encrypts `payload` for the browser (RFC 8291, aes128gcm) and POSTs it to its push service with a VAPID
 * Authorization (RFC 8292). web-push builds the request; it is sent with fetch, which has timeouts and no
 * https-only restriction (the integration test runs a plain-http push service on localhost).
 */
export async function sendPush(target: PushTarget, payload: string, vapid: VapidKeys): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
  );
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  // fetch computes the length itself and refuses a preset one.
  delete headers['Content-Length'];
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body as Buffer) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'retry', error: `network: ${(error as Error).message}` };
  }
  await response.body?.cancel().catch(() => {});
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  // RFC 8030 §7.3: 404 and 410 mean the subscription has expired or was removed.
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      kind: 'retry',
      error: `push service answered ${status}`,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  return { kind: 'failed', error: `push service answered ${status}` };
}
