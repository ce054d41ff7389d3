import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobPostings } from './postings';
import { users } from './users';

/**
 * A talent's application to a posting: one row per posting and talent (a withdrawn application is re-used when the
 * talent applies again). The states and legal moves are in the contract's rules/application-state.ts.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: [
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
      ],
    })
      .notNull()
      .default('APPLIED'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the company first opened the application. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    /** When it reached a final state (rejected, cancelled, declined, hired). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_posting_user_key').on(t.postingId, t.userId),
    index('applications_user_applied_idx').on(t.userId, t.appliedAt, t.id),
    index('applications_user_status_idx').on(t.userId, t.status, t.appliedAt),
    index('applications_posting_status_idx').on(t.postingId, t.status, t.appliedAt),
  ],
);
