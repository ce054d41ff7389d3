import nodemailer from 'nodemailer';
import type { MailAttachment } from '../db/schema/mail';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/** Delivers one mail or throws. `null` transport means "keep mails in the outbox" (development mailbox). */
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void } | null;

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    send: async ({ attachments, headers, ...mail }) => {
      await transport.sendMail({
        ...mail,
        from,
        headers: headers ?? {},
        attachments: (attachments ?? []).map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
    close: () => transport.close(),
  };
}
