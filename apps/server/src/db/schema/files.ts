import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every stored upload: one row per stored object (the original and its web copy share `upload_id`).
 * Keys are made by the server; only WEB rows are served to browsers.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Groups the original and its derived copies. */
    uploadId: text('upload_id').notNull(),
    variant: text('variant', { enum: ['ORIGINAL', 'WEB'] }).notNull(),
    /** What the upload is for: `profile`, `logo`, `image`... */
    purpose: text('purpose').notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Sanitised name as uploaded. */
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_key_key').on(t.key),
    index('stored_files_owner_idx').on(t.ownerId),
    index('stored_files_upload_idx').on(t.uploadId),
  ],
);
