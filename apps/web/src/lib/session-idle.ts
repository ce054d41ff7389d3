/*
 * The company session's idle deadline as the server last told it (the `x-session-idle-expires` header of any API
 * answer, decision 035). The idle warning subscribes; null means "no idle limit" (talents, admins, signed out).
 */
let deadline: number | null = null;
const listeners = new Set<() => void>();

export const sessionIdle = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => deadline,
  /** Called by the API client with the header's value (absent: nothing changes). */
  note(header: string | null) {
    if (!header) return;
    const next = Date.parse(header);
    if (Number.isNaN(next) || next === deadline) return;
    deadline = next;
    for (const listener of listeners) listener();
  },
  clear() {
    deadline = null;
    for (const listener of listeners) listener();
  },
};
