/**
 * A cookie the web app can read that says a session cookie (httpOnly, unreadable to scripts) is probably there, so a
 * visitor's first screen does not ask the server who is signed in only to get 401 back (one request saved, and no
 * error in the console). It carries no secret: the session cookie alone decides. The server sets and clears it with
 * the session cookie and repairs it whenever it serves a page.
 */
export const SESSION_HINT_COOKIE = 'signed-in';

/** Whether `cookieHeader` (`document.cookie` or a Cookie header) holds the hint. */
export function hasSessionHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
