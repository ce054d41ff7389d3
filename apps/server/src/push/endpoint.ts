/**
 * The push services browsers subscribe with (the server POSTs to whatever endpoint a browser reports, so in
 * production it reaches only these): Chrome and other Chromium browsers use FCM, Firefox Mozilla autopush, Safari
 * Apple's web push service, Edge Windows Push Notification Services (wns2-<region>.notify.windows.com).
 * A leading `*.` accepts any subdomain (not the domain itself).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** An https URL on the default port, without credentials, on a host of PUSH_SERVICE_HOSTS. */
export function isKnownPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}

/**
 * Whether the server may send to `endpoint`: in production only a known push service; elsewhere any http(s) URL,
 * so development and the tests can use a push service on localhost.
 */
export function pushEndpointAllowed(production: boolean, endpoint: string): boolean {
  if (production) return isKnownPushEndpoint(endpoint);
  try {
    return ['http:', 'https:'].includes(new URL(endpoint).protocol);
  } catch {
    return false;
  }
}
