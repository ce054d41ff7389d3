import { EMAIL_VERIFICATION_HOURS, PASSWORD_RESET_MINUTES } from '@app/contract/limits';
import type { Locale } from '@app/contract/schemas/common';
import type { DbOrTx } from '../../db/client';
import { hashToken, newToken } from '../../http/tokens';
import { enqueueMail } from '../../mail/outbox';
import { type MailKind, renderActionMail } from '../../mail/templates';
import { expireOpenTokens, insertEmailToken } from './auth.queries';

type Recipient = { id: number; email: string; firstName: string; locale: Locale };

const LINKS: Record<MailKind, { path: string; minutes: number }> = {
  VERIFY_EMAIL: { path: 'auth/signup/completed', minutes: EMAIL_VERIFICATION_HOURS * 60 },
  RESET_PASSWORD: { path: 'auth/password/reset', minutes: PASSWORD_RESET_MINUTES },
  DELETE_ACCOUNT: { path: 'account/delete/confirm', minutes: 24 * 60 },
};

/** Creates a single-use token and queues the mail that carries its link, in the caller's transaction. */
export async function sendTokenMail(db: DbOrTx, publicUrl: string, user: Recipient, kind: MailKind) {
  const { path, minutes } = LINKS[kind];
  const token = newToken();
  await expireOpenTokens(db, user.id, kind);
  await insertEmailToken(db, {
    userId: user.id,
    purpose: kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  const link = `${publicUrl}/${user.locale}/${path}?token=${encodeURIComponent(token)}`;
  const mail = renderActionMail(kind, user.locale, user.firstName, link);
  await enqueueMail(db, { to: user.email, ...mail, kind, locale: user.locale });
}
