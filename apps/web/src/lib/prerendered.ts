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
