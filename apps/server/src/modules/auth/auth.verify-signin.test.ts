import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, lastMailTo, type TestApp, uniqueEmail } from '../../../test/helpers';
import { emailTokens, sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

let address = 0;
const nextAddress = () => `10.7.0.${++address}`;

async function signUp(role: 'NORMAL' | 'ORGANIZATION' = 'NORMAL') {
  const email = uniqueEmail('verify-signin');
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    remoteAddress: nextAddress(),
    payload: {
      role,
      email,
      password: GOOD_PASSWORD,
      firstName: '민지',
      lastName: '김',
      locale: 'ko',
      ...(role === 'ORGANIZATION' ? { companyName: '가온테크' } : {}),
      agreements: { terms: true, privacy: true, marketing: false },
    },
  });
  expect(res.statusCode).toBe(201);
  const token = (await lastMailTo(app, email))?.token ?? '';
  const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
  return { email, token, userId: user?.id ?? 0 };
}

const confirm = (token: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/signup/email-verifications', payload: { token }, headers });

const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'access-token')?.value;

describe('POST /api/v1/auth/signup/email-verifications (verify and sign in)', () => {
  it('verifies the e-mail and signs the new user in with the session cookie', async () => {
    const { email, token } = await signUp('ORGANIZATION');
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email, role: 'ORGANIZATION', isSignedIn: true });
    const cookie = res.cookies.find((c) => c.name === 'access-token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The hint the web app reads (not httpOnly, no secret in it) goes with it, and both end at sign-out.
    const hint = res.cookies.find((c) => c.name === 'signed-in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: cookie?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      cookies: { 'access-token': cookie?.value ?? '' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email, role: 'ORGANIZATION' });
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      cookies: { 'access-token': cookie?.value ?? '', 'signed-in': '1' },
    });
    expect(out.statusCode).toBe(200);
    const cleared = Object.fromEntries(out.cookies.map((c) => [c.name, c.value]));
    expect(cleared).toEqual({ 'access-token': '', 'signed-in': '' });
  });

  it('is single-use: the link signs in once, then answers TOKEN_INVALID and starts no session', async () => {
    const { token, userId } = await signUp();
    const results = await Promise.all([confirm(token), confirm(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().errorCode).toBe('TOKEN_INVALID');
    expect(results.filter((r) => cookieOf(r))).toHaveLength(1);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(cookieOf(again)).toBeUndefined();
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
  });

  it('only verifies a link sent more than an hour ago: the user signs in with the password', async () => {
    const { token, userId } = await signUp();
    await app.database.db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(emailTokens.userId, userId));
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isSignedIn).toBe(false);
    expect(cookieOf(res)).toBeUndefined();
    const [user] = await app.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.status).toBe('ACTIVE');
  });

  it('refuses an expired link (24 hours) with TOKEN_EXPIRED, in Korean when asked, and signs nobody in', async () => {
    const { token, userId } = await signUp();
    await app.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, userId));
    const res = await confirm(token, { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('TOKEN_EXPIRED');
    expect(res.json().message).toMatch(/[가-힣]/);
    expect(cookieOf(res)).toBeUndefined();
  });

  it('refuses bad bodies and tokens of another purpose', async () => {
    for (const token of ['', 'x'.repeat(201), 42, null]) {
      const res = await confirm(token);
      expect(res.statusCode, String(token)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
    const extra = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup/email-verifications',
      payload: { token: 'abc', userId: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect((await confirm('not-a-real-token')).json().errorCode).toBe('TOKEN_INVALID');
  });

  it('is refused from another site (a forged form would sign the victim into the forger account)', async () => {
    const { token } = await signUp();
    const res = await confirm(token, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('CROSS_SITE_REQUEST');
  });
});
