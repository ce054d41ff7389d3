import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** Delivers one mail or throws. `null` transport means "keep mails in the outbox" (development mailbox). */
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void } | null;

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    send: async (mail) => {
      await transport.sendMail({ ...mail, from });
    },
    close: () => transport.close(),
  };
}
