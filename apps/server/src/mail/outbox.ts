import type { Locale } from '@app/contract/schemas/common';
import type { DbOrTx } from '../db/client';
import { type MailAttachment, mailOutbox } from '../db/schema/mail';

export type QueuedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  locale: Locale;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/** Rows per INSERT when many mails are queued at once (bounded statements, no N+1). */
const INSERT_CHUNK = 500;

const toRow = (mail: QueuedMail) => ({
  toAddress: mail.to,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html,
  kind: mail.kind,
  locale: mail.locale,
  headers: mail.headers ?? {},
  attachments: mail.attachments ?? [],
});

/** Queues a mail in the caller's transaction; the worker delivers it after commit. */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<void> {
  await db.insert(mailOutbox).values(toRow(mail));
}

/** Queues many mails in the caller's transaction, a few hundred rows per statement. */
export async function enqueueMails(db: DbOrTx, mails: QueuedMail[]): Promise<void> {
  for (let i = 0; i < mails.length; i += INSERT_CHUNK) {
    await db.insert(mailOutbox).values(mails.slice(i, i + INSERT_CHUNK).map(toRow));
  }
}
