import type { Config } from './config';
import type { Database, Db, DbOrTx } from './db/client';
import type {
  findTalentApplication,
  transitionApplication,
} from './modules/applications/application-lifecycle.service';
import type { endInterviewWith } from './modules/hiring/hiring.invitations.service';
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
  /**
   * What other areas do when a talent saves their profile, in the same transaction (search document, bookmark
   * notices). Wired in app.ts, so the profiles area does not depend on the areas that read profiles.
   */
  onTalentProfileSaved: (tx: DbOrTx, userId: number) => Promise<void>;
  /**
   * The applications area's state machine, for the areas it depends on itself (fair hiring ends applications when a
   * posting closes, decision 039). Wired in app.ts, so module imports stay one-way.
   */
  applications: {
    transition: typeof transitionApplication;
    findTalentApplication: typeof findTalentApplication;
    /** A talent's withdrawal ends a confirmed interview in every participant's calendar (the hiring area's). */
    onEnded: (
      tx: DbOrTx,
      application: Parameters<typeof endInterviewWith>[2],
      context: Parameters<typeof endInterviewWith>[3],
    ) => Promise<boolean>;
  };
  /** Set on SIGTERM: readiness fails and answers close their connections, while requests are still served. */
  lifecycle: { draining: boolean };
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
