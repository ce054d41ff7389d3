/* Single-use mail tokens (verification, reset, deletion) and ending sessions: used by sign-up and by account settings. */
import { EMAIL_VERIFICATION_HOURS, PASSWORD_RESET_MINUTES, SIGNIN_UNLOCK_MINUTES } from '@app/contract/limits';
import type { Locale } from '@app/contract/schemas/common';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashToken, newToken } from '../../http/tokens';
import { enqueueMail } from '../../mail/outbox';
import { type MailKind, renderActionMail } from '../../mail/templates';
import {
  deleteSessionsOfUser,
  expireOpenTokens,
  findTokenForUpdate,
  insertEmailToken,
  markSessionsMembershipEnded,
  markTokenUsed,
  type TokenPurpose,
} from './auth.queries';

type Recipient = { id: number; email: string; firstName: string; locale: Locale };

type TokenMailKind = Exclude<MailKind, 'SIGNUP_ATTEMPT' | 'EXPORT_READY' | 'TEAM_INVITATION'>;

const LINKS: Record<TokenMailKind, { path: string; minutes: number }> = {
  VERIFY_EMAIL: { path: 'auth/signup/completed', minutes: EMAIL_VERIFICATION_HOURS * 60 },
  RESET_PASSWORD: { path: 'auth/password/reset', minutes: PASSWORD_RESET_MINUTES },
  DELETE_ACCOUNT: { path: 'account/delete/confirm', minutes: 24 * 60 },
  UNLOCK_SIGNIN: { path: 'auth/signin/unlock', minutes: SIGNIN_UNLOCK_MINUTES },
};

/** Creates a single-use token and queues the mail that carries its link, in the caller's transaction. */
export async function sendTokenMail(db: DbOrTx, publicUrl: string, user: Recipient, kind: TokenMailKind) {
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Uses a single-use mail token: checks it exists, is unused and unexpired, then runs `use` in the same transaction. */
export async function consumeToken<T>(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  use: (tx: Tx, userId: number, issuedAt: Date) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await findTokenForUpdate(tx, hashToken(token), purpose);
    if (!row || row.usedAt) throw new AppError('TOKEN_INVALID', 400);
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError('TOKEN_EXPIRED', 400);
    await markTokenUsed(tx, row.id);
    return use(tx, row.userId, row.createdAt);
  });
}

/** Ends every session of the user (but `exceptSessionId`, the caller's own, when given). */
export function endSessions(db: DbOrTx, userId: number, exceptSessionId?: number) {
  return deleteSessionsOfUser(db, userId, exceptSessionId);
}

/** Ends every session of a member removed from their organization; their next request says so (decision 044). */
export function endSessionsOfRemovedMember(db: DbOrTx, userId: number) {
  return markSessionsMembershipEnded(db, userId);
}
