import { hydrate, type QueryClient } from '@tanstack/react-query';
import { readCookie, writeCookie } from './cookies';

/** The element of a signed-in page the server rendered with its data (decision 049); the server writes the same. */
export const QUERY_STATE_ID = 'query-state';

/**
 * Puts the query cache the server rendered the page from into the browser's: the first render then shows the same
 * data as the markup (no request, no loading state) and hydration matches. False when the page carries none.
 */
export function hydrateServerState(client: QueryClient): boolean {
  const text = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return false;
  try {
    hydrate(client, JSON.parse(text));
    return true;
  } catch {
    return false;
  }
}

/** The cookie with the browser's time zone: the server renders moments in it, as the browser does (decision 049). */
export const TIME_ZONE_COOKIE = 'tz';

export function rememberTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone && readCookie(TIME_ZONE_COOKIE) !== zone) writeCookie(TIME_ZONE_COOKIE, zone, 365 * 24 * 60 * 60);
}
