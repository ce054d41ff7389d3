import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * In-app notifications. The text is not stored: `type` and `params` are, and the message is rendered in the
 * reader's language when listed, so a user who switches language sees every notification in the new one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, sql`${t.id} desc`),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.viewedAt} is null`),
  ],
);
