import type { PushSubscribeRequest } from '@app/contract/schemas/push';

/** What this browser allows: no Push API at all, blocked by the user, not asked yet, or allowed. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** The service worker that shows pushes (apps/web/public/sw.js), registered for the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Why turning push on failed, for a message the user can act on. */
export class PushSetupError extends Error {
  constructor(readonly reason: 'unsupported' | 'denied' | 'dismissed' | 'unavailable' | 'failed') {
    super(reason);
    this.name = 'PushSetupError';
  }
}

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !window.isSecureContext ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    typeof Notification === 'undefined'
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** The VAPID key (base64url) as the bytes `pushManager.subscribe` wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null | undefined, publicKey: string) {
  if (!key) return false;
  const a = new Uint8Array(key);
  const b = base64UrlToBytes(publicKey);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** This browser's push subscription for the site, if any (without asking for anything). */
export async function existingSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The subscription as the server takes it (`PushSubscription.toJSON()`). */
export function subscriptionBody(subscription: PushSubscription): PushSubscribeRequest {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Asks for permission (the browser's prompt, so call it from a click), registers the service worker and subscribes
 * with the server's key; an old subscription made with another key is replaced.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  if (pushSupport() === 'unsupported') throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    return (
      subscription ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }))
    );
  } catch {
    // No push service reachable, or the browser refused the key.
    throw new PushSetupError('failed');
  }
}
