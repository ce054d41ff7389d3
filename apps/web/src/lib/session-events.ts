/**
 * A tiny store for "the session ended while the app was in use": set by the API client's 401 SESSION_EXPIRED
 * handler, read by the guards (so they do not race it to the sign-in page) and by the watcher that sends the
 * user to the root with an explanation.
 */
let ended = false;
const listeners = new Set<() => void>();

export const sessionEvents = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => ended,
  markEnded() {
    ended = true;
    for (const listener of listeners) listener();
  },
  acknowledge() {
    ended = false;
    for (const listener of listeners) listener();
  },
};
