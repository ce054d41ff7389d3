/* The owner's way out of a sign-in lock: a single-use link by mail (a password reset lifts it too). */
import { MAIL_REQUESTS_PER_WINDOW, MAIL_WINDOW_SECONDS } from '@app/contract/limits';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { findUserByEmail } from './auth.queries';
import { consumeToken, sendTokenMail } from './auth.tokens.service';
import { clearSigninLimits } from './signin-throttle';

/** Queues an unlock link for an existing account; the answer never says whether the e-mail exists. */
export async function requestSigninUnlock(deps: Deps, rawEmail: string, ip: string) {
  const email = rawEmail.trim().toLowerCase();
  await enforceRateLimit(deps.db, `mail:ip:${ip}`, MAIL_REQUESTS_PER_WINDOW * 4, MAIL_WINDOW_SECONDS);
  await enforceRateLimit(deps.db, `mail:unlock:${email}`, MAIL_REQUESTS_PER_WINDOW, MAIL_WINDOW_SECONDS);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === 'DELETED') return;
  await deps.db.transaction((tx) => sendTokenMail(tx, deps.config.publicUrl, user, 'UNLOCK_SIGNIN'));
  deps.kickOutbox();
}

/** Uses the link once: lifts the account's lock and its per-address windows. */
export async function unlockSignin(deps: Deps, token: string) {
  await consumeToken(deps.db, token, 'UNLOCK_SIGNIN', async (tx, userId) => {
    const [user] = await tx
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.status === 'DELETED') throw new AppError('TOKEN_INVALID', 400);
    await clearSigninLimits(tx, user.email);
  });
}
