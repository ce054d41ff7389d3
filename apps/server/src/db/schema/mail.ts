import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A file sent with a mail (an interview's `.ics`); text content, kept as is. `calendarMethod` marks an iMIP
 * invitation: it goes out as the mail's text/calendar part with that method (decision 036).
 */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  calendarMethod?: 'REQUEST' | 'CANCEL' | 'PUBLISH';
};

/**
 * PENDING: due at `next_attempt_at`. SENDING: claimed by a worker until `next_attempt_at` (its lease; a worker that
 * died leaves it due again). SENT. DEAD: retried for the whole retry window without success; an admin may retry it.
 * KEPT: left by earlier versions, which marked mails of instances without SMTP (never written now).
 */
export const MAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'DEAD', 'KEPT'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
const statusList = sql.raw(`(${MAIL_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * Outgoing mail. Written in the same transaction as the change that causes it and delivered after commit
 * by the outbox worker of an instance with SMTP. Without SMTP the mails stay PENDING and show on the dev mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) of notification mails. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The first failed attempt since the mail was queued or last retried by an admin: starts the retry window. */
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to_idx').on(t.toAddress),
    check('mail_outbox_status_check', sql`${t.status} in ${statusList}`),
  ],
);
