import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './users';

const STATUSES = [
  'APPLIED',
  'DOCUMENT_REVIEW',
  'INTERVIEW_PROPOSED',
  'INTERVIEW_SCHEDULED',
  'OFFERED',
  'OFFER_ACCEPTED',
  'OFFER_DECLINED',
  'HIRED',
  'REJECTED',
  'CANCELLED',
  'WITHDRAWN',
] as const;

/**
 * The history of an application: one row per move (and per note-only event such as an additional-assessment request,
 * where from and to are equal). Read by both the talent and the company; never updated.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null for the first application (nothing before it). */
    fromStatus: text('from_status', { enum: STATUSES }),
    toStatus: text('to_status', { enum: STATUSES }).notNull(),
    /** The rule's action (REVIEW, OFFER, …) or ADDITIONAL_ASSESSMENT / APPLY. */
    action: text('action').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['TALENT', 'COMPANY', 'SYSTEM'] }).notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt, t.id)],
);
