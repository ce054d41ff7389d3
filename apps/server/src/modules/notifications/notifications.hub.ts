import { EventEmitter } from 'node:events';
import type { Database } from '../../db/client';

/** The PostgreSQL channel `notifyUsers` signals on; the payload is `userId:notificationId`. */
export const NOTIFICATIONS_CHANNEL = 'tb_notifications';

export type NotificationSignal = { userId: number; notificationId: number };

export type NotificationHub = {
  /** Starts listening to the database; idempotent, and cheap after the first call. */
  start: () => Promise<void>;
  /** Calls `listener` for each notification created for `userId` after its transaction commits. */
  subscribe: (userId: number, listener: (signal: NotificationSignal) => void) => () => void;
  /** Every notification of every user (the push worker's wake-up). */
  onAny: (listener: (signal: NotificationSignal) => void) => () => void;
  /** The database connection was lost and is back: signals sent meanwhile are gone, so listeners re-read. */
  onResync: (listener: () => void) => () => void;
  /** Listeners currently attached (streams and workers): what a leak test watches. */
  listenerCount: () => number;
  /** Open live streams in this process (one per-user listener each): a metric. */
  streamCount: () => number;
  stop: () => Promise<void>;
};

const ANY = 'any';
const RESYNC = 'resync';
const userEvent = (userId: number) => `user:${userId}`;

/**
 * One LISTEN per process, fanned out in memory to the open streams of each user. NOTIFY is sent inside the
 * creating transaction, so a signal exists only for committed notifications, on PostgreSQL and PGlite alike, and
 * reaches every server process (each listens on its own connection).
 */
export function createNotificationHub(database: Pick<Database, 'listen'>): NotificationHub {
  const emitter = new EventEmitter();
  // One listener per open stream of the same user is normal; the leak test counts them instead.
  emitter.setMaxListeners(0);
  let starting: Promise<void> | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  let stopped = false;

  const onPayload = (payload: string) => {
    const [user, id] = payload.split(':').map(Number);
    if (!Number.isInteger(user) || !Number.isInteger(id)) return;
    const signal = { userId: user as number, notificationId: id as number };
    emitter.emit(userEvent(signal.userId), signal);
    emitter.emit(ANY, signal);
  };

  // biome-ignore lint/suspicious/noExplicitAny: EventEmitter listeners take any arguments.
  const attach = (event: string, listener: (...args: any[]) => void) => {
    emitter.on(event, listener);
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      emitter.off(event, listener);
    };
  };

  return {
    start() {
      if (stopped) return Promise.resolve();
      starting ??= database
        .listen(NOTIFICATIONS_CHANNEL, onPayload, () => emitter.emit(RESYNC))
        .then((stop) => {
          stopListening = stop;
        })
        .catch((error: unknown) => {
          starting = null;
          throw error;
        });
      return starting;
    },
    subscribe: (userId, listener) => attach(userEvent(userId), listener),
    onAny: (listener) => attach(ANY, listener),
    onResync: (listener) => attach(RESYNC, listener),
    listenerCount: () => emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0),
    streamCount: () =>
      emitter
        .eventNames()
        .filter((name) => String(name).startsWith('user:'))
        .reduce((sum, name) => sum + emitter.listenerCount(name), 0),
    async stop() {
      stopped = true;
      await starting?.catch(() => {});
      await stopListening?.();
      stopListening = null;
      emitter.removeAllListeners();
    },
  };
}
