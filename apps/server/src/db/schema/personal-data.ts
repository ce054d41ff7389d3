import { CONSENT_KINDS } from '@app/contract/rules/consents';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Each consent as it stands now (one row per person and kind); its history is `consent_events`. */
export const userConsents = pgTable(
  'user_consents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    /** The version of the text agreed to (or withdrawn from). */
    version: text('version').notNull(),
    isGranted: boolean('is_granted').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_consents_pkey', columns: [t.userId, t.kind] })],
);

/** Every grant and withdrawal, never updated: what was agreed to, when and where (PIPA asks for proof of consent). */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    version: text('version').notNull(),
    isGranted: boolean('is_granted').notNull(),
    source: text('source', { enum: ['SIGNUP', 'RECONSENT', 'SETTINGS'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_events_user_idx').on(t.userId, t.createdAt, t.id)],
);

export const EXPORT_STATUSES = ['PENDING', 'RUNNING', 'READY', 'FAILED', 'EXPIRED'] as const;

/**
 * A download of all of a person's data, prepared by the export worker. PENDING and RUNNING rows are due at
 * `next_attempt_at` (RUNNING holds a lease until then, so a worker that died leaves it due again).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('PENDING'),
    /** 0 to 100. */
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt, t.id),
    index('data_exports_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Stored objects to remove, written in the transaction that forgot them and drained after commit until done. */
export const storageDeletions = pgTable(
  'storage_deletions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storage_deletions_due_idx').on(t.nextAttemptAt, t.id)],
);
