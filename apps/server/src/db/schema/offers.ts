import { CURRENCY_CODES } from '@app/contract/rules/money';
import { OFFER_PERIODS, OFFER_STATUSES } from '@app/contract/rules/offer';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { organizations } from './organizations';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A structured job offer on an application (decision 037): pay, start date, expiry and the message. PENDING_APPROVAL
 * waits for an owner (then SENT, or RETURNED with a note); SENT waits for the talent (ACCEPTED, DECLINED) or for the
 * clock (EXPIRED); CANCELLED when the company ends the application. The application's own state follows the rule in
 * the contract; this row keeps the terms and who decided what.
 */
export const jobOffers = pgTable(
  'job_offers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: OFFER_STATUSES }).notNull(),
    salaryAmount: bigint('salary_amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCY_CODES }).notNull(),
    period: text('period', { enum: OFFER_PERIODS }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    /** Whether the maker wanted the talent mailed (kept for when an owner approves later). */
    emailNotiFlag: boolean('email_noti_flag').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The owner who approved or returned it. */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    returnNote: text('return_note'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** When the talent answered, the clock expired it or the company cancelled it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_offers_application_idx').on(t.applicationId, t.id),
    uniqueIndex('job_offers_open_key').on(t.applicationId).where(sql`${t.status} in ('PENDING_APPROVAL', 'SENT')`),
    index('job_offers_due_idx').on(t.expiresAt).where(sql`${t.status} = 'SENT'`),
    index('job_offers_approval_idx').on(t.organizationId, t.createdAt).where(sql`${t.status} = 'PENDING_APPROVAL'`),
    check('job_offers_status_check', sql`${t.status} in ${inList(OFFER_STATUSES)}`),
    check('job_offers_currency_check', sql`${t.currency} in ${inList(CURRENCY_CODES)}`),
    check('job_offers_period_check', sql`${t.period} in ${inList(OFFER_PERIODS)}`),
    check('job_offers_amount_check', sql`${t.salaryAmount} > 0`),
  ],
);
