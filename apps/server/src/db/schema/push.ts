import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { notifications } from './notifications';
import { users } from './users';

/**
 * Browsers that receive Web Push for a user. Bound to the session that subscribed: signing out (or any other end of
 * that session) deletes the subscription, so a shared computer stops showing someone's notifications.
 * One row per endpoint: a browser that another user signs in to moves to that user.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), used to encrypt each payload for it. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    // Ending a session deletes its subscriptions (cascade).
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * The push outbox: one row per (notification, subscription), written in the transaction that creates the
 * notification and delivered after commit by the push worker, with retries like mail.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('push_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
    index('push_deliveries_notification_idx').on(t.notificationId),
  ],
);
