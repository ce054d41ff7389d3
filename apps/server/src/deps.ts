import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { NotificationHub } from './modules/notifications/notifications.hub';
import type { VapidKeys } from './push/vapid';
import type { Storage } from './storage/storage';

/** What services need from the outside world; built once in buildApp and passed as a plain object. */
export type Deps = {
  db: Db;
  database: Database;
  config: Config;
  /** Uploaded files (disk under DATA_DIR/uploads by default). */
  storage: Storage;
  /** Ask the outbox worker to deliver now (after a commit that queued mail). */
  kickOutbox: () => void;
  /** Fans committed notifications out to live streams (one LISTEN per process). */
  notificationHub: NotificationHub;
  /** Web Push signing keys; null when push is off (production without VAPID keys). */
  vapid: VapidKeys | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
