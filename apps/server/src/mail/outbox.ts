import type { Locale } from '@app/contract/schemas/common';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

export type QueuedMail = { to: string; subject: string; text: string; html: string; kind: string; locale: Locale };

/** Queues a mail in the caller's transaction; the worker delivers it after commit. */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    kind: mail.kind,
    locale: mail.locale,
  });
}
