import { useSyncExternalStore } from 'react';

/**
 * Whether this page load started from markup rendered at build time (decision 031). The server sends that markup
 * only to visitors without a session cookie, so the auth screens may show their form at once instead of waiting for
 * the session to be known (a signed-in user never gets the prerendered page).
 */
let isPrerendered = false;

export function markPrerendered() {
  isPrerendered = true;
}

export function wasPrerendered() {
  return isPrerendered;
}

const subscribeNever = () => () => {};

/**
 * False in build-time markup and while the client hydrates it, true from then on (and at once on a page drawn by the
 * client). Before hydration a form has no handler: the browser would submit it itself, as a GET with its fields in
 * the URL (a password in the address bar and the server's logs), so a submit button waits for this (decision 047).
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
