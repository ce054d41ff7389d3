import { randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGNUPS_PER_MINUTE } from '@app/contract/limits';
import type { OAuthProvider, OAuthSignupRequestSchema } from '@app/contract/schemas/oauth';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { OAuthProviderConfig } from '../../config-oauth';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import { notificationSettings, users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { hashToken, newToken } from '../../http/tokens';
import { recordSignupConsents } from '../consents/consents.service';
import { organizationSearchColumns } from '../organizations/organizations.search.service';
import { expireOpenTokens, findUserByEmail } from './auth.queries';
import { tellOwnerOfSignupAttempt } from './auth.service';
import { sendTokenMail } from './auth.tokens.service';
import { authorizationUrl, finishAuthorization, newChecks } from './oauth.client';
import {
  findLinkedUser,
  findOAuthSignup,
  insertLink,
  insertOAuthRequest,
  insertOAuthSignup,
  takeOAuthRequest,
  takeOAuthSignup,
} from './oauth.queries';
import { hashPassword } from './passwords.service';
import { createSession, type SignedIn, sessionOrChallenge } from './session-start.service';

/* Sign-in with outside providers (decision 025): the two legs of the redirect and the completion of new accounts. */

const REQUEST_MINUTES = 10;
const SIGNUP_MINUTES = 30;

type Client = { ip: string; userAgent: string | null };
type Locale = 'en' | 'ko';
export type CallbackOutcome =
  | ({ kind: 'signed-in'; locale: Locale } & SignedIn)
  | { kind: 'signup'; ticket: string; locale: Locale }
  | { kind: 'failed'; errorCode: 'OAUTH_FAILED' | 'OAUTH_STATE_INVALID' | 'EMAIL_NOT_VERIFIED'; locale: Locale };

export const redirectUriOf = (deps: Deps, provider: OAuthProvider) =>
  `${deps.config.publicUrl}/api/v1/auth/oauth/${provider}/callback`;

export function configuredProviders(deps: Deps): OAuthProvider[] {
  return deps.config.oauth.map((p) => p.id);
}

function providerOr404(deps: Deps, provider: OAuthProvider): OAuthProviderConfig {
  const found = deps.config.oauth.find((p) => p.id === provider);
  if (!found) throw notFound();
  return found;
}

/** An account that nobody can sign in to with a password (until its owner sets one through the reset mail). */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** First leg: remembers state, nonce and PKCE verifier and returns where to send the browser. */
export async function startOAuth(
  deps: Deps,
  provider: OAuthProvider,
  query: { type: 'talent' | 'company'; lang: Locale },
) {
  const p = providerOr404(deps, provider);
  const checks = newChecks();
  let location: URL;
  try {
    location = await authorizationUrl(p, redirectUriOf(deps, provider), checks);
  } catch {
    // The provider's discovery document could not be read.
    throw new AppError('SERVICE_UNAVAILABLE', 503);
  }
  await insertOAuthRequest(deps.db, {
    stateHash: hashToken(checks.state),
    provider,
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    role: query.type === 'company' ? 'ORGANIZATION' : 'NORMAL',
    locale: query.lang,
    expiresAt: new Date(Date.now() + REQUEST_MINUTES * 60_000),
  });
  return { location: location.href, state: checks.state };
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Second leg. The state must match the cookie of the browser that started (no sign-in CSRF) and a stored request
 * (single use, 10 minutes); the code exchange then checks PKCE and the ID token's nonce. A known provider account
 * signs in; otherwise an existing account is linked only through an e-mail the provider says it verified; anyone
 * else completes a new account first.
 */
export async function finishOAuth(
  deps: Deps,
  provider: OAuthProvider,
  callback: { url: URL; state: string | undefined; error: string | undefined; cookieState: string | undefined },
  client: Client,
  log: { warn: (obj: object, msg: string) => void },
): Promise<CallbackOutcome> {
  const p = providerOr404(deps, provider);
  const { state, cookieState } = callback;
  if (!state || !cookieState || !sameText(state, cookieState)) {
    return { kind: 'failed', errorCode: 'OAUTH_STATE_INVALID', locale: 'en' };
  }
  const request = await takeOAuthRequest(deps.db, hashToken(state), provider);
  if (!request) return { kind: 'failed', errorCode: 'OAUTH_STATE_INVALID', locale: 'en' };
  const locale = request.locale;
  if (callback.error) return { kind: 'failed', errorCode: 'OAUTH_FAILED', locale };
  let identity: Awaited<ReturnType<typeof finishAuthorization>>;
  try {
    identity = await finishAuthorization(p, callback.url, {
      state,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
    });
  } catch (error) {
    log.warn({ err: error, provider }, 'social sign-in failed at the provider');
    return { kind: 'failed', errorCode: 'OAUTH_FAILED', locale };
  }

  return deps.db.transaction(async (tx): Promise<CallbackOutcome> => {
    const linked = await findLinkedUser(tx, provider, identity.subject);
    if (linked) {
      if (linked.status === 'DELETED') return { kind: 'failed', errorCode: 'OAUTH_FAILED', locale };
      if (linked.status !== 'ACTIVE') return { kind: 'failed', errorCode: 'EMAIL_NOT_VERIFIED', locale };
      // Two-step sign-in applies to providers too: the code step follows.
      return { kind: 'signed-in', ...(await sessionOrChallenge(tx, linked.id, client)), locale };
    }
    const email = identity.email?.trim().toLowerCase() ?? null;
    const owner = email && identity.isEmailVerified ? await findUserByEmail(tx, email) : null;
    if (owner && owner.status !== 'DELETED' && owner.role !== 'ADMIN') {
      if (owner.status === 'PENDING_VERIFICATION') {
        // Someone may have signed up with this address and a password of their own before its owner came: the
        // provider proved ownership now, so that password is dropped (a reset mail sets a new one) and the
        // waiting verification links stop working.
        await tx
          .update(users)
          .set({ status: 'ACTIVE', emailVerifiedAt: new Date(), passwordHash: await unusablePasswordHash() })
          .where(eq(users.id, owner.id));
        await expireOpenTokens(tx, owner.id, 'VERIFY_EMAIL');
      }
      await insertLink(tx, owner.id, provider, identity.subject);
      return { kind: 'signed-in', ...(await sessionOrChallenge(tx, owner.id, client)), locale };
    }
    if (owner) return { kind: 'failed', errorCode: 'OAUTH_FAILED', locale };
    const ticket = newToken();
    await insertOAuthSignup(tx, {
      ticketHash: hashToken(ticket),
      provider,
      subject: identity.subject,
      verifiedEmail: identity.isEmailVerified ? email : null,
      firstName: identity.firstName.slice(0, 50),
      lastName: identity.lastName.slice(0, 50),
      role: request.role,
      locale,
      expiresAt: new Date(Date.now() + SIGNUP_MINUTES * 60_000),
    });
    return { kind: 'signup', ticket, locale };
  });
}

export async function getOAuthSignup(deps: Deps, ticket: string | undefined) {
  const row = ticket ? await findOAuthSignup(deps.db, hashToken(ticket)) : null;
  if (!row) throw new AppError('OAUTH_SIGNUP_EXPIRED', 400);
  return {
    provider: row.provider,
    role: row.role,
    email: row.verifiedEmail,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
  };
}

type SignupInput = z.output<typeof OAuthSignupRequestSchema>;

/**
 * Creates the account of a new person. With the provider's verified e-mail it is active and signed in at once; with
 * an address typed here it waits for the mailed link (which then signs in), and an address that already has an
 * account gets the same answer while its owner is told (nothing is linked to it).
 */
export async function completeOAuthSignup(
  deps: Deps,
  ticket: string | undefined,
  input: SignupInput,
  client: Client,
): Promise<{ isSignedIn: boolean; email: string; session: string | null }> {
  await enforceRateLimit(deps.db, `signup:ip:${client.ip}`, SIGNUPS_PER_MINUTE, 60);
  const info = await getOAuthSignup(deps, ticket);
  const email = (info.email ?? input.email ?? '').trim().toLowerCase();
  const fields = [
    ...(email ? [] : [{ path: 'email', key: 'validation.required' }]),
    ...(info.role === 'ORGANIZATION' && !input.companyName
      ? [{ path: 'companyName', key: 'validation.required' }]
      : []),
  ];
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', 400, fields);
  const existing = await findUserByEmail(deps.db, email);
  if (existing && info.email) throw new AppError('EMAIL_TAKEN', 409);
  if (existing) {
    await takeOAuthSignup(deps.db, hashToken(ticket ?? ''));
    await tellOwnerOfSignupAttempt(deps, existing);
    return { isSignedIn: false, email, session: null };
  }
  const passwordHash = await unusablePasswordHash();
  const isVerified = info.email !== null;
  const session = await deps.db.transaction(async (tx) => {
    const row = await takeOAuthSignup(tx, hashToken(ticket ?? ''));
    if (!row) throw new AppError('OAUTH_SIGNUP_EXPIRED', 400);
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        locale: input.locale,
        role: row.role,
        status: isVerified ? 'ACTIVE' : 'PENDING_VERIFICATION',
        emailVerifiedAt: isVerified ? new Date() : null,
        marketingAgreed: input.agreements.marketing,
        termsAgreedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(notificationSettings).values({ userId: user.id });
    await recordSignupConsents(tx, user.id, user.role, input.agreements);
    if (row.role === 'ORGANIZATION') {
      const name = input.companyName ?? '';
      const [org] = await tx
        .insert(organizations)
        .values({ name, ...organizationSearchColumns({ name, location: null, country: null, industry: null }) })
        .returning({ id: organizations.id });
      if (!org) throw new Error('organization insert returned nothing');
      await tx.insert(organizationMembers).values({ userId: user.id, organizationId: org.id, memberRole: 'OWNER' });
    }
    await insertLink(tx, user.id, row.provider, row.subject);
    if (isVerified) return createSession(tx, user.id, client);
    await sendTokenMail(tx, deps.config.publicUrl, user, 'VERIFY_EMAIL');
    return null;
  });
  if (!session) deps.kickOutbox();
  return { isSignedIn: session !== null, email, session };
}
