import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Service notices an administrator publishes from the admin console, in both languages. Publishing one creates a
 * SERVICE_NOTICE notification for every active user of the audience, and mails those who keep the notice flag on.
 */
export const serviceNotices = pgTable(
  'service_notices',
  {
    id: serial('id').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleKo: text('title_ko').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyKo: text('body_ko').notNull(),
    audience: text('audience', { enum: ['ALL', 'TALENTS', 'COMPANIES'] }).notNull(),
    /** The administrator who published it (null once that account is gone). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Notifications created when it was published. */
    recipientCount: integer('recipient_count').notNull().default(0),
    /** Mails queued when it was published. */
    mailCount: integer('mail_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_notices_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
