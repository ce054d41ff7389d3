/**
 * A tiny store for "the session just ended": set on sign-out and by the API client's 401 SESSION_EXPIRED handler,
 * read by the guards (so they do not race to the sign-in page) and by the watcher that sends the user to the root.
 */
let ended = false;
/** Why it ended, when the server said (a member removed from their organization: decision 044). */
let reason: 'SESSION_EXPIRED' | 'MEMBERSHIP_ENDED' = 'SESSION_EXPIRED';
const listeners = new Set<() => void>();

export const sessionEvents = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => ended,
  reason: () => reason,
  markEnded(why: 'SESSION_EXPIRED' | 'MEMBERSHIP_ENDED' = 'SESSION_EXPIRED') {
    ended = true;
    reason = why;
    for (const listener of listeners) listener();
  },
  acknowledge() {
    ended = false;
    for (const listener of listeners) listener();
  },
};
