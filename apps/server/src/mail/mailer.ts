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
      // An invitation is the message's text/calendar alternative (iMIP), so calendars offer to accept it.
      const invitation = (attachments ?? []).find((a) => a.calendarMethod);
      await transport.sendMail({
        ...mail,
        from,
        headers: headers ?? {},
        ...(invitation?.calendarMethod
          ? {
              icalEvent: {
                method: invitation.calendarMethod,
                filename: invitation.filename,
                content: invitation.content,
              },
            }
          : {}),
        attachments: (attachments ?? [])
          .filter((a) => a !== invitation)
          .map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
      });
    },
    close: () => transport.close(),
  };
}
