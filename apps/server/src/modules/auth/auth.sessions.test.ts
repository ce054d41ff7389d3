import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createVerifiedUser,
  GOOD_PASSWORD,
  signIn,
  type TestApp,
  uniqueEmail,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { sessions } from '../../db/schema/auth';
import { forgetSessions } from '../../http/auth';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

let address = 0;
const nextAddress = () => `10.3.0.${++address}`;

const signin = (payload: unknown, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: payload as object, remoteAddress, headers });

const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/user', headers });

function parseCookie(header: string | string[] | undefined) {
  const line = Array.isArray(header) ? header.find((h) => h.startsWith('access-token=')) : header;
  expect(line).toBeDefined();
  const [pair = '', ...attributes] = (line ?? '').split(';').map((p) => p.trim());
  const attrs = new Map(attributes.map((a) => [a.split('=')[0]?.toLowerCase() ?? '', a.split('=')[1] ?? '']));
  return { value: pair.slice('access-token='.length), attrs };
}

describe('POST /api/v1/auth/signin', () => {
  it('returns the session token and sets the access-token cookie', async () => {
    const user = await createVerifiedUser(app);
    const res = await signin({ email: user.email, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ code: 200, message: 'OK', data: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const cookie = parseCookie(res.headers['set-cookie']);
    expect(cookie.value).toBe(body.data);
    expect(cookie.attrs.has('httponly')).toBe(true);
    expect(cookie.attrs.get('samesite')).toBe('Lax');
    expect(cookie.attrs.get('path')).toBe('/');
    expect(cookie.attrs.get('max-age')).toBe(String(30 * 86_400));
    // Plain http on localhost: not Secure, so local development works.
    expect(cookie.attrs.has('secure')).toBe(false);
  });

  it('stores only a hash of the session token, expiring in 30 days', async () => {
    const user = await createVerifiedUser(app);
    const rows = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(user.token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('sets a Secure cookie when the public URL is https', async () => {
    const user = await createVerifiedUser(app);
    const secureApp = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'https://talentbridge.example',
        DATA_DIR: app.deps.config.dataDir,
      }),
      database: app.database,
      logger: false,
    });
    try {
      const res = await secureApp.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { email: user.email, password: GOOD_PASSWORD },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect(parseCookie(res.headers['set-cookie']).attrs.has('secure')).toBe(true);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secureApp.close();
    }
  });

  it('accepts the e-mail in another case and with spaces', async () => {
    const user = await createVerifiedUser(app);
    const res = await signin({ email: `  ${user.email.toUpperCase()} `, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('gives identical 401 INVALID_CREDENTIALS bodies for a wrong password and an unknown e-mail', async () => {
    const user = await createVerifiedUser(app);
    const wrong = await signin({ email: user.email, password: 'wrong-password-42' });
    const unknown = await signin({ email: uniqueEmail('ghost'), password: 'wrong-password-42' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      code: 401,
      message: 'The e-mail or password is incorrect.',
      data: null,
      errorCode: 'INVALID_CREDENTIALS',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const ko = await signin({ email: user.email, password: 'wrong-password-42' }, nextAddress(), {
      'accept-language': 'KO',
    });
    expect(ko.json().message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  it('refuses bad bodies with 400', async () => {
    for (const payload of [
      {},
      { email: 'a@b.co' },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.co', password: '' },
      { email: 'a@b.co', password: 123 },
      { email: 'a@b.co', password: 'x', role: 'ADMIN' },
      { email: 'a@b.co', password: 'x'.repeat(513) },
    ]) {
      const res = await signin(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('throttles repeated failures for one e-mail from one address with 429 and Retry-After', async () => {
    const user = await createVerifiedUser(app);
    const ip = '10.98.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await signin({ email: user.email, password: `wrong-password-${i}` }, ip)).statusCode).toBe(401);
    }
    const blocked = await signin({ email: user.email.toUpperCase(), password: `wrong-password-x` }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 429, errorCode: 'TOO_MANY_REQUESTS', data: null });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits until the window ends, from that address.
    expect((await signin({ email: user.email, password: GOOD_PASSWORD }, ip)).statusCode).toBe(429);
    // Other accounts are not affected.
    const other = await createVerifiedUser(app);
    expect((await signin({ email: other.email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('throttles repeated failures from one address across e-mails', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await signin({ email: uniqueEmail('probe'), password: 'wrong-password' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signin({ email: uniqueEmail('probe'), password: 'wrong-password' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // A real user from another address still signs in.
    const user = await createVerifiedUser(app);
    expect((await signin({ email: user.email, password: GOOD_PASSWORD }, '10.99.0.2')).statusCode).toBe(200);
  });

  it('clears the per-e-mail failure count after a successful sign-in', async () => {
    const user = await createVerifiedUser(app);
    const ip = '10.98.0.2';
    for (let i = 0; i < 4; i++) await signin({ email: user.email, password: 'wrong-password' }, ip);
    expect((await signin({ email: user.email, password: GOOD_PASSWORD }, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signin({ email: user.email, password: 'wrong-password' }, ip)).statusCode).toBe(401);
    }
  });
});

describe('authentication by cookie and by Bearer token', () => {
  it('accepts both', async () => {
    const user = await createVerifiedUser(app);
    expect((await me({ authorization: `Bearer ${user.token}` })).json().data.email).toBe(user.email);
    expect((await me({ cookie: `access-token=${user.token}` })).json().data.email).toBe(user.email);
  });

  it('refuses an unknown token with 401 SESSION_EXPIRED, and no token with UNAUTHENTICATED', async () => {
    expect((await me({ authorization: 'Bearer nope' })).json()).toMatchObject({
      code: 401,
      errorCode: 'SESSION_EXPIRED',
    });
    expect((await me({ cookie: 'access-token=nope' })).json().errorCode).toBe('SESSION_EXPIRED');
    expect((await me({})).json().errorCode).toBe('UNAUTHENTICATED');
    expect((await me({ authorization: 'Basic abc' })).json().errorCode).toBe('UNAUTHENTICATED');
    expect((await me({ authorization: 'Bearer ' })).json().errorCode).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired session', async () => {
    const user = await createVerifiedUser(app);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    // Sessions are cached for seconds with their expiry; this one's expiry was moved behind the cache's back.
    forgetSessions({ userId: user.id });
    const res = await me(user.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SESSION_EXPIRED');
  });
});

describe('POST /api/v1/auth/signout', () => {
  it('ends the session at once; the token then gives 401 SESSION_EXPIRED', async () => {
    const user = await createVerifiedUser(app);
    const other = await signIn(app, user.email);
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'OK', data: null });
    const cleared = parseCookie(res.headers['set-cookie']);
    expect(cleared.value).toBe('');
    const after = await me(user.auth);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      errorCode: 'SESSION_EXPIRED',
      message: 'Your session has ended. Please sign in again.',
    });
    // Only this session ends; another device stays signed in.
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(200);
    // Signing out again is harmless: 200, and the token stays dead.
    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: user.auth });
    expect(again.statusCode).toBe(200);
    expect((await me(user.auth)).statusCode).toBe(401);
  });

  it('works with the cookie from the same site', async () => {
    const user = await createVerifiedUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: {
        cookie: `access-token=${user.token}`,
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:3000',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(user.auth)).statusCode).toBe(401);
  });

  it('without a live session still answers 200 and clears the cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signout' });
    expect(res.statusCode).toBe(200);
    expect(parseCookie(res.headers['set-cookie']).value).toBe('');
    const dead = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { cookie: 'access-token=dead-token' },
    });
    expect(dead.statusCode).toBe(200);
    expect(parseCookie(dead.headers['set-cookie']).value).toBe('');
  });

  it('a dead cookie gets SESSION_EXPIRED on every call until the client signs out', async () => {
    // Not cleared with the 401: parallel calls of one page must all see SESSION_EXPIRED, not UNAUTHENTICATED.
    const res = await me({ cookie: 'access-token=dead-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SESSION_EXPIRED');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('cross-site guard', () => {
  it('refuses a cookie-authenticated POST from another site with 403 CROSS_SITE_REQUEST', async () => {
    const user = await createVerifiedUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { cookie: `access-token=${user.token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, errorCode: 'CROSS_SITE_REQUEST', data: null });
    // The session was not touched.
    expect((await me(user.auth)).statusCode).toBe(200);
  });

  it('refuses a foreign Origin without Sec-Fetch-Site', async () => {
    const user = await createVerifiedUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { cookie: `access-token=${user.token}`, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('CROSS_SITE_REQUEST');
  });

  it('lets a Bearer-authenticated POST from another site pass', async () => {
    const user = await createVerifiedUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { ...user.auth, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets cross-site GETs through', async () => {
    const user = await createVerifiedUser(app);
    const res = await me({ cookie: `access-token=${user.token}`, 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
  });
});
