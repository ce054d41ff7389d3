import {
  EMAIL_CHECKS_PER_MINUTE,
  MAIL_REQUESTS_PER_WINDOW,
  MAIL_WINDOW_SECONDS,
  SIGNUPS_PER_MINUTE,
  VERIFICATION_SIGNIN_MINUTES,
} from '@app/contract/limits';
import type { SignupRequestSchema } from '@app/contract/schemas/auth';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import { notificationSettings, users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { clearRateLimit, enforceRateLimit, hitRateLimit } from '../../http/rate-limit';
import { hashToken } from '../../http/tokens';
import { enqueueMail } from '../../mail/outbox';
import { renderActionMail } from '../../mail/templates';
import { recordSignupConsents } from '../consents/consents.service';
import { organizationSearchColumns } from '../organizations/organizations.search.service';
import { deleteSession, deleteSessionByTokenHash, deleteSessionsOfUser, findUserByEmail } from './auth.queries';
import { consumeToken, sendTokenMail } from './auth.tokens.service';
import { assertAcceptablePassword, getDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords.service';
import { createSession, type SignedIn, sessionOrChallenge } from './session-start.service';
import { clearSigninLimits, countSigninAttempt } from './signin-throttle';

type SignupInput = z.output<typeof SignupRequestSchema>;
type Client = { ip: string; userAgent: string | null };

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates the account (and the organization of a company) and queues the verification mail, in one transaction.
 * A taken e-mail gets the same answer, in about the same time, and its owner gets a mail instead, so sign-up does
 * not tell who has an account. Throttled per address like `/mail/check`.
 */
export async function signUp(deps: Deps, input: SignupInput, client: Client) {
  const email = normalizeEmail(input.email);
  assertAcceptablePassword(input.password, email, 'password');
  await enforceRateLimit(deps.db, `signup:ip:${client.ip}`, SIGNUPS_PER_MINUTE, 60);
  const passwordHash = await hashPassword(input.password);
  const answer = { email, role: input.role };
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    await tellOwnerOfSignupAttempt(deps, existing);
    return answer;
  }
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          locale: input.locale,
          role: input.role,
          marketingAgreed: input.agreements.marketing,
          termsAgreedAt: new Date(),
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(notificationSettings).values({ userId: user.id });
      await recordSignupConsents(tx, user.id, user.role, input.agreements);
      if (input.role === 'ORGANIZATION') {
        const [org] = await tx
          .insert(organizations)
          .values({
            name: input.companyName ?? '',
            ...organizationSearchColumns({
              name: input.companyName ?? '',
              location: null,
              country: null,
              industry: null,
            }),
          })
          .returning({ id: organizations.id });
        if (!org) throw new Error('organization insert returned nothing');
        await tx.insert(organizationMembers).values({ userId: user.id, organizationId: org.id, memberRole: 'OWNER' });
      }
      await sendTokenMail(tx, deps.config.publicUrl, user, 'VERIFY_EMAIL');
    });
  } catch (error) {
    // Two sign-ups at once with one e-mail: the second answers like any taken e-mail.
    if (!isUniqueViolation(error)) throw error;
    const owner = await findUserByEmail(deps.db, email);
    if (owner) await tellOwnerOfSignupAttempt(deps, owner);
    return answer;
  }
  deps.kickOutbox();
  return answer;
}

type Owner = Parameters<typeof sendTokenMail>[2] & { status: string };

/**
 * The owner of a taken e-mail hears of the attempt (a waiting account gets its verification link again), at most a
 * few mails per window so the form cannot flood their inbox.
 */
export async function tellOwnerOfSignupAttempt(deps: Deps, owner: Owner) {
  if (owner.status === 'DELETED') return;
  const { count } = await hitRateLimit(deps.db, `mail:signup:${owner.email}`, MAIL_WINDOW_SECONDS);
  if (count > MAIL_REQUESTS_PER_WINDOW) return;
  await deps.db.transaction(async (tx) => {
    if (owner.status === 'PENDING_VERIFICATION') return sendTokenMail(tx, deps.config.publicUrl, owner, 'VERIFY_EMAIL');
    const link = `${deps.config.publicUrl}/${owner.locale}/auth/signin`;
    const mail = renderActionMail('SIGNUP_ATTEMPT', owner.locale, owner.firstName, link);
    await enqueueMail(tx, { to: owner.email, ...mail, kind: 'SIGNUP_ATTEMPT', locale: owner.locale });
  });
  deps.kickOutbox();
}

/** Sends the verification mail again. Answers alike whether or not the e-mail has an account waiting. */
export async function resendVerification(deps: Deps, rawEmail: string, client: Client) {
  const email = normalizeEmail(rawEmail);
  await enforceRateLimit(deps.db, `mail:ip:${client.ip}`, MAIL_REQUESTS_PER_WINDOW * 4, MAIL_WINDOW_SECONDS);
  await enforceRateLimit(deps.db, `mail:verify:${email}`, MAIL_REQUESTS_PER_WINDOW, MAIL_WINDOW_SECONDS);
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== 'PENDING_VERIFICATION') return;
  await deps.db.transaction((tx) => sendTokenMail(tx, deps.config.publicUrl, user, 'VERIFY_EMAIL'));
  deps.kickOutbox();
}

export async function verifyEmail(deps: Deps, token: string) {
  return consumeToken(deps.db, token, 'VERIFY_EMAIL', async (tx, userId) => {
    const user = await activateUser(tx, userId);
    return { email: user.email, role: user.role };
  });
}

async function activateUser(tx: DbOrTx, userId: number) {
  const [user] = await tx
    .update(users)
    .set({ status: 'ACTIVE', emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, role: users.role });
  if (!user || user.role === 'ADMIN') throw new AppError('TOKEN_INVALID', 400);
  return { id: user.id, email: user.email, role: user.role };
}

/**
 * The verification link's page: verifies the e-mail and, when the link is at most VERIFICATION_SIGNIN_MINUTES old,
 * starts a session in the same transaction (so the new user does not type the password again). The token stays
 * single-use; an older link only verifies. Returns the session token, or null.
 */
export async function verifyEmailAndSignIn(deps: Deps, token: string, client: Client) {
  return consumeToken(deps.db, token, 'VERIFY_EMAIL', async (tx, userId, issuedAt) => {
    const user = await activateUser(tx, userId);
    const isFresh = Date.now() - issuedAt.getTime() <= VERIFICATION_SIGNIN_MINUTES * 60_000;
    const session = isFresh ? await createSession(tx, user.id, client) : null;
    return { email: user.email, role: user.role, session };
  });
}

/** Whether an e-mail is free for sign-up; throttled per address to slow down enumeration. */
export async function isEmailAvailable(deps: Deps, rawEmail: string, client: Client) {
  await enforceRateLimit(deps.db, `mailcheck:ip:${client.ip}`, EMAIL_CHECKS_PER_MINUTE, 60);
  return !(await findUserByEmail(deps.db, normalizeEmail(rawEmail)));
}

/**
 * Signs in and returns a new session token, or the challenge of the code step when two-step sign-in is on. The
 * attempt is counted before the password is checked (see `signin-throttle.ts`); a success gives its count back. A
 * wrong e-mail and a wrong password look the same and take the same time.
 */
export async function signIn(deps: Deps, rawEmail: string, password: string, client: Client): Promise<SignedIn> {
  const email = normalizeEmail(rawEmail);
  const attempt = await countSigninAttempt(deps.db, email, client.ip);
  const user = await findUserByEmail(deps.db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !valid || user.status === 'DELETED') throw new AppError('INVALID_CREDENTIALS', 401);
  await attempt.release();
  if (user.status === 'PENDING_VERIFICATION') throw new AppError('EMAIL_NOT_VERIFIED', 403);
  if (needsRehash(user.passwordHash)) {
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  const signedIn = await sessionOrChallenge(deps.db, user.id, client);
  // With two-step sign-in, this address's failures are forgiven only once the code is right too.
  if ('session' in signedIn) await clearRateLimit(deps.db, `signin:pair:${email}|${client.ip}`);
  return signedIn;
}

/** The account of an e-mail (any status), for areas that must tell whether one exists. */
export function findAccountByEmail(db: DbOrTx, rawEmail: string) {
  return findUserByEmail(db, normalizeEmail(rawEmail));
}

export async function signOut(deps: Deps, sessionId: number) {
  await deleteSession(deps.db, sessionId);
}

/** Deletes a session that had already ended with a reason (a removed member's), by its token. */
export async function signOutEnded(deps: Deps, token: string) {
  await deleteSessionByTokenHash(deps.db, hashToken(token));
}

/** Queues a reset link for an active account; the answer never says whether the e-mail exists. */
export async function requestPasswordReset(deps: Deps, rawEmail: string, client: Client) {
  const email = normalizeEmail(rawEmail);
  await enforceRateLimit(deps.db, `mail:ip:${client.ip}`, MAIL_REQUESTS_PER_WINDOW * 4, MAIL_WINDOW_SECONDS);
  await enforceRateLimit(deps.db, `mail:reset:${email}`, MAIL_REQUESTS_PER_WINDOW, MAIL_WINDOW_SECONDS);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === 'DELETED') return;
  await deps.db.transaction((tx) => sendTokenMail(tx, deps.config.publicUrl, user, 'RESET_PASSWORD'));
  deps.kickOutbox();
}

/** Sets a new password from a reset link and ends every session of the account. The link also proves the mailbox. */
export async function resetPassword(deps: Deps, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  await consumeToken(deps.db, token, 'RESET_PASSWORD', async (tx, userId) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.status === 'DELETED') throw new AppError('TOKEN_INVALID', 400);
    assertAcceptablePassword(newPassword, user.email, 'newPassword');
    await tx
      .update(users)
      .set({
        passwordHash,
        status: 'ACTIVE',
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await deleteSessionsOfUser(tx, userId);
    // A new password proves the mailbox: lift the sign-in lock an attacker may have caused.
    await clearSigninLimits(tx, user.email);
  });
}
