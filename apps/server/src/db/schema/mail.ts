import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail (an interview's `.ics`); text content, kept as is. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Outgoing mail. Written in the same transaction as the change that causes it and delivered after commit
 * by the outbox worker. Without SMTP the mails stay here with status KEPT and show on the dev mailbox.
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
    status: text('status', { enum: ['PENDING', 'SENT', 'KEPT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_to_idx').on(t.toAddress)],
);
