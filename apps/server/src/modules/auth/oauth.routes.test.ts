import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, GOOD_PASSWORD, lastMailTo, type TestApp } from '../../../test/helpers';
import { followProvider, type Person, startTestProvider } from '../../../test/oidc-test-provider';
import { oauthAccounts } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

/*
 * Social sign-in against a real OpenID provider (oidc-provider on a random port): the app's openid-client talks to it
 * over HTTP for discovery, the code exchange (PKCE), the ID token (nonce) and userinfo.
 */

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oauth/google/callback`;
let app: TestApp;
let idp: Awaited<ReturnType<typeof startTestProvider>>;
let address = 0;
const nextAddress = () => `10.9.0.${++address}`;

beforeAll(async () => {
  idp = await startTestProvider({ clientId: 'talentbridge', clientSecret: 'idp-secret', redirectUris: [CALLBACK] });
  app = await createTestApp({
    publicUrl: PUBLIC_URL,
    oauth: [{ id: 'google', kind: 'oidc', clientId: 'talentbridge', clientSecret: 'idp-secret', issuer: idp.issuer }],
  });
}, 60_000);
afterAll(async () => {
  await app?.cleanup();
  await idp?.close();
});

const cookieValue = (res: { cookies: { name: string; value: string }[] }, name: string) =>
  res.cookies.find((c) => c.name === name)?.value;

/** Start → provider (signed in as `person`) → back at the callback; returns the callback's answer. */
async function signInWith(person: Person, opts: { type?: 'talent' | 'company'; lang?: 'en' | 'ko' } = {}) {
  const start = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/oauth/google/start?type=${opts.type ?? 'talent'}&lang=${opts.lang ?? 'en'}`,
  });
  expect(start.statusCode).toBe(302);
  const state = cookieValue(start, 'oauth-state') ?? '';
  const location = new URL(start.headers.location as string);
  expect(location.searchParams.get('state')).toBe(state);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('nonce')).toBeTruthy();
  idp.signInAs(person);
  const back = await followProvider(location.href, CALLBACK);
  return {
    back,
    state,
    callback: await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { 'oauth-state': state },
      remoteAddress: nextAddress(),
    }),
  };
}

const person = (over: Partial<Person> = {}): Person => ({
  sub: `sub-${Math.random().toString(36).slice(2)}`,
  email: `${Math.random().toString(36).slice(2)}@gmail.test`,
  email_verified: true,
  given_name: 'Minji',
  family_name: 'Kim',
  ...over,
});

describe('GET /api/v1/auth/oauth/providers', () => {
  it('lists only configured providers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/providers' });
    expect(res.json().data).toEqual(['google']);
    const other = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/kakao/start' });
    expect(other.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/facebook/start' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('social sign-in callback', () => {
  it('a new person with a verified e-mail completes the account and is signed in', async () => {
    const p = person();
    const { callback } = await signInWith(p, { lang: 'ko' });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`${PUBLIC_URL}/ko/auth/social/complete`);
    const ticket = cookieValue(callback, 'oauth-signup') ?? '';
    expect(cookieValue(callback, 'access-token')).toBeUndefined();
    const info = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/oauth/signup',
      cookies: { 'oauth-signup': ticket },
    });
    expect(info.json().data).toEqual({
      provider: 'google',
      role: 'NORMAL',
      email: p.email,
      firstName: 'Minji',
      lastName: 'Kim',
    });
    const done = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth/signup',
      cookies: { 'oauth-signup': ticket },
      remoteAddress: nextAddress(),
      payload: { firstName: '민지', lastName: '김', locale: 'ko', agreements: { terms: true, privacy: true } },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ isSignedIn: true, email: p.email });
    const session = cookieValue(done, 'access-token') ?? '';
    const me = await app.inject({ method: 'GET', url: '/api/v1/user', cookies: { 'access-token': session } });
    expect(me.json().data).toMatchObject({ email: p.email, role: 'NORMAL', firstName: '민지' });
    // The ticket is single-use; the next sign-in with the same provider account signs straight in.
    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/oauth/signup',
      cookies: { 'oauth-signup': ticket },
    });
    expect(again.json().errorCode).toBe('OAUTH_SIGNUP_EXPIRED');
    const second = await signInWith(p);
    expect(second.callback.headers.location).toBe(`${PUBLIC_URL}/en/auth/signin`);
    expect(cookieValue(second.callback, 'access-token')).toBeTruthy();
  });

  it('links an existing account by a verified e-mail and signs in', async () => {
    const existing = await createVerifiedUser(app, { email: `linked.${Date.now()}@example.com` });
    const p = person({ email: existing.email.toUpperCase() });
    const { callback } = await signInWith(p);
    expect(callback.headers.location).toBe(`${PUBLIC_URL}/en/auth/signin`);
    const session = cookieValue(callback, 'access-token') ?? '';
    const me = await app.inject({ method: 'GET', url: '/api/v1/user', cookies: { 'access-token': session } });
    expect(me.json().data.id).toBe(existing.id);
    const links = await app.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.id));
    expect(links.map((l) => [l.provider, l.subject])).toEqual([['google', p.sub]]);
    // The password still works.
    const password = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: existing.email, password: GOOD_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(password.statusCode).toBe(200);
  });

  it('takes over a waiting account by a verified e-mail only after dropping the password set before', async () => {
    const email = `waiting.${Date.now()}@example.com`;
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: nextAddress(),
      payload: {
        role: 'NORMAL',
        email,
        password: GOOD_PASSWORD,
        firstName: 'Pre',
        lastName: 'Registered',
        agreements: { terms: true, privacy: true },
      },
    });
    expect(signup.statusCode).toBe(201);
    const waitingLink = (await lastMailTo(app, email))?.token;
    const { callback } = await signInWith(person({ email }));
    expect(cookieValue(callback, 'access-token')).toBeTruthy();
    // The password chosen by whoever registered first no longer signs in, and the old link is dead.
    const password = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(password.json().errorCode).toBe('INVALID_CREDENTIALS');
    const link = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup/email-verifications',
      payload: { token: waitingLink },
    });
    expect(link.statusCode).toBe(400);
  });

  it('never links by an unverified e-mail: the person is asked for an address, verified by mail', async () => {
    const existing = await createVerifiedUser(app, { email: `victim.${Date.now()}@example.com` });
    const p = person({ email: existing.email, email_verified: false });
    const { callback } = await signInWith(p, { type: 'company' });
    expect(callback.headers.location).toBe(`${PUBLIC_URL}/en/auth/social/complete`);
    expect(cookieValue(callback, 'access-token')).toBeUndefined();
    expect(await app.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.id))).toEqual([]);
    const ticket = cookieValue(callback, 'oauth-signup') ?? '';
    const info = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/oauth/signup',
      cookies: { 'oauth-signup': ticket },
    });
    expect(info.json().data).toMatchObject({ email: null, role: 'ORGANIZATION' });
    const body = { firstName: 'Ji', lastName: 'Park', locale: 'en', agreements: { terms: true, privacy: true } };
    // The e-mail and the company name are required now; both are reported at once.
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth/signup',
      cookies: { 'oauth-signup': ticket },
      remoteAddress: nextAddress(),
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['companyName', 'email']);
    // Typing the existing account's address answers alike, links nothing and tells its owner.
    const taken = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth/signup',
      cookies: { 'oauth-signup': ticket },
      remoteAddress: nextAddress(),
      payload: { ...body, email: existing.email, companyName: 'Park Labs' },
    });
    expect(taken.json().data).toEqual({ isSignedIn: false, email: existing.email });
    expect(cookieValue(taken, 'access-token')).toBeUndefined();
    expect(await app.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.id))).toEqual([]);
    expect((await lastMailTo(app, existing.email))?.kind).toBe('SIGNUP_ATTEMPT');
  });

  it('a typed address gets a verification link; the account signs in only after it', async () => {
    const p = person({ email: undefined, email_verified: undefined });
    const { callback } = await signInWith(p);
    const ticket = cookieValue(callback, 'oauth-signup') ?? '';
    const email = `typed.${Date.now()}@example.com`;
    const done = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth/signup',
      cookies: { 'oauth-signup': ticket },
      remoteAddress: nextAddress(),
      payload: { email, firstName: 'Minji', lastName: 'Kim', locale: 'en', agreements: { terms: true, privacy: true } },
    });
    expect(done.json().data).toEqual({ isSignedIn: false, email });
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe('PENDING_VERIFICATION');
    const before = await signInWith(p);
    expect(before.callback.headers.location).toBe(`${PUBLIC_URL}/en/auth/signin?oauthError=EMAIL_NOT_VERIFIED`);
    const mail = await lastMailTo(app, email);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup/email-verifications',
      payload: { token: mail?.token },
    });
    expect(verified.json().data.isSignedIn).toBe(true);
    const after = await signInWith(p);
    expect(cookieValue(after.callback, 'access-token')).toBeTruthy();
  });

  it('refuses a callback whose state does not match the browser cookie, and a state used twice', async () => {
    const p = person();
    const start = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/start' });
    const state = cookieValue(start, 'oauth-state') ?? '';
    idp.signInAs(p);
    const back = await followProvider(start.headers.location as string, CALLBACK);
    const url = `${back.pathname}${back.search}`;
    for (const cookies of [{}, { 'oauth-state': 'someone-elses-state' }] as Record<string, string>[]) {
      const res = await app.inject({ method: 'GET', url, cookies });
      expect(res.headers.location).toBe(`${PUBLIC_URL}/en/auth/signin?oauthError=OAUTH_STATE_INVALID`);
      expect(cookieValue(res, 'access-token')).toBeUndefined();
    }
    // The right cookie works once (the state was not spent by the refusals above) ...
    const first = await app.inject({ method: 'GET', url, cookies: { 'oauth-state': state } });
    expect(first.headers.location).toBe(`${PUBLIC_URL}/en/auth/social/complete`);
    // ... and a replay of the same callback is refused.
    const replay = await app.inject({ method: 'GET', url, cookies: { 'oauth-state': state } });
    expect(replay.headers.location).toBe(`${PUBLIC_URL}/en/auth/signin?oauthError=OAUTH_STATE_INVALID`);
  });

  it('refuses a forged code and a provider error without signing in', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/start' });
    const state = cookieValue(start, 'oauth-state') ?? '';
    const forged = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/oauth/google/callback?code=forged-code&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
      cookies: { 'oauth-state': state },
    });
    expect(forged.headers.location).toBe(`${PUBLIC_URL}/en/auth/signin?oauthError=OAUTH_FAILED`);
    const start2 = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/start?lang=ko' });
    const state2 = cookieValue(start2, 'oauth-state') ?? '';
    const denied = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/oauth/google/callback?error=access_denied&state=${state2}`,
      cookies: { 'oauth-state': state2 },
    });
    expect(denied.headers.location).toBe(`${PUBLIC_URL}/ko/auth/signin?oauthError=OAUTH_FAILED`);
  });
});
