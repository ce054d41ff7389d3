import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './users';

/** A talent's CV and portfolio PDFs (private; served as attachments to the owner and to companies it was sent to). */
export const talentFiles = pgTable(
  'talent_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['CV', 'PORTFOLIO'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talent_files_user_idx').on(t.userId, t.id),
    check('talent_files_kind_check', sql`${t.kind} in ('CV', 'PORTFOLIO')`),
  ],
);

/** A named résumé version: its own copy of the profile's content (decision 038), in one language. */
export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    language: text('language', { enum: ['en', 'ko'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The contract's ResumeContent. */
    content: jsonb('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resumes_user_idx').on(t.userId, t.id),
    uniqueIndex('resumes_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
    check('resumes_language_check', sql`${t.language} in ('en', 'ko')`),
  ],
);

/**
 * The files sent with an application: a copy of the talent file's row pointing at the same stored bytes, so the
 * company keeps them when the talent deletes the file (the bytes go only when no row refers to them any more).
 */
export const applicationAttachments = pgTable(
  'application_attachments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['CV', 'PORTFOLIO'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [
    index('application_attachments_app_idx').on(t.applicationId, t.id),
    index('application_attachments_key_idx').on(t.storageKey),
  ],
);
