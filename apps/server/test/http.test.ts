import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { users } from '../src/db/schema/users';
import { createTestApp, GOOD_PASSWORD, lastMailTo, type TestApp, uniqueEmail } from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const signupBody = {
  role: 'NORMAL',
  email: 'http-test@example.com',
  password: GOOD_PASSWORD,
  firstName: 'A',
  lastName: 'B',
  agreements: { terms: true, privacy: true },
};

describe('request bodies', () => {
  it('refuses JSON over 1 MB with 413 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...signupBody, firstName: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 413,
      message: 'The request is too large.',
      data: null,
      errorCode: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    for (const payload of ['{"email": ', '{bad json}', '{"a":1}}', '\u0000']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        headers: { 'content-type': 'application/json', 'accept-language': 'KO' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        data: null,
        errorCode: 'VALIDATION_FAILED',
        message: '입력 내용을 확인해 주세요.',
      });
      expect(res.body).not.toMatch(/SyntaxError|Unexpected|position/);
    }
  });

  it('refuses an empty JSON body with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses content types other than JSON', async () => {
    const xml = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/xml' },
      payload: '<signin/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE', data: null });
    const form = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co&password=x',
    });
    expect(form.statusCode).toBe(415);
    const text = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x' }),
    });
    expect([400, 415]).toContain(text.statusCode);
    expect(text.json().data).toBeNull();
  });

  it('accepts JSON with a charset', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-1' }),
      remoteAddress: '10.5.0.1',
    });
    expect(res.statusCode).toBe(401);
  });

  it('ignores a prototype-polluting body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      remoteAddress: '10.5.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers bad methods and unknown API paths with an envelope, never HTML', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/auth/signin'],
      ['DELETE', '/api/v1/auth/signup'],
      ['GET', '/api/v1/nothing/here'],
      ['GET', '/mail/nothing'],
      ['POST', '/api'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND', data: null });
    }
  });
});

describe('nothing a client sends gives a 500', () => {
  it('refuses text PostgreSQL cannot store (a NUL character) with 400', async () => {
    for (const extra of [
      { firstName: 'a\u0000b' },
      { lastName: '\u0000' },
      { role: 'ORGANIZATION', companyName: 'Nuri\u0000soft' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { ...signupBody, email: uniqueEmail('nul'), ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', data: null });
    }
    const mailbox = await app.inject({ method: 'GET', url: '/api/v1/dev/mails?to=a%00b' });
    expect(mailbox.statusCode).toBe(400);
  });

  it('two sign-ups with one e-mail at once: both answer alike, one account', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      [0, 1].map(() => app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: { ...signupBody, email } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await app.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('fuzzed sign-up bodies never give a 5xx', async () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constant(''), fc.constant('   '));
    const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
    const body = fc.record(
      {
        role: fc.oneof(fc.constantFrom('NORMAL', 'ORGANIZATION', 'ADMIN'), value),
        email: fc.oneof(fc.emailAddress(), value),
        password: fc.oneof(fc.constant(GOOD_PASSWORD), text, value),
        firstName: fc.oneof(text, value),
        lastName: fc.oneof(text, value),
        locale: fc.oneof(fc.constantFrom('en', 'ko'), value),
        companyName: fc.oneof(text, value),
        agreements: fc.oneof(fc.record({ terms: fc.boolean(), privacy: fc.boolean(), marketing: value }), value),
        status: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/signup',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toHaveProperty('code', res.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and friends on API responses', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends them on errors too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS only for the public URL', async () => {
    const own = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/signin',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(own.headers['access-control-allow-credentials']).toBe('true');
    const other = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/signin',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document listing every endpoint', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('TalentBridge API');
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/v1/auth/signup',
      '/api/v1/auth/signup/email-verifications',
      '/mail/auth/email',
      '/mail/check',
      '/api/v1/auth/signin',
      '/api/v1/auth/signout',
      '/api/v1/auth/password-reset-emails',
      '/api/v1/auth/password/email-verifications',
      '/api/v1/user',
      '/api/v1/country-region',
      '/api/health',
      '/api/ready',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(doc.paths['/api/v1/auth/signup'].post.requestBody.content['application/json'].schema).toBeDefined();
    expect(doc.paths['/api/v1/auth/password/email-verifications'].put).toBeDefined();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves the browsable page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
    const page = res.statusCode === 302 ? await app.inject({ method: 'GET', url: res.headers.location ?? '' }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('logs', () => {
  it('never contain passwords, session tokens or the tokens of mailed links', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const logged = await buildApp({
      config: app.deps.config,
      database: app.database,
      logger: { ...loggerOptions({ logLevel: 'trace' }), stream },
    });
    try {
      const email = uniqueEmail('logs');
      await logged.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: { ...signupBody, email } });
      const link = (await lastMailTo(app, email))?.token ?? '';
      const verify = await logged.inject({
        method: 'GET',
        url: `/api/v1/auth/signup/email-verifications?token=${link}`,
      });
      expect(verify.statusCode).toBe(200);
      const signin = await logged.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { email, password: GOOD_PASSWORD },
        remoteAddress: '10.5.0.9',
      });
      const session = signin.json().data as string;
      await logged.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${session}` } });
      await logged.inject({ method: 'GET', url: '/api/v1/user', headers: { cookie: `access-token=${session}` } });
      const all = lines.join('');
      expect(all).toContain('/api/v1/auth/signup/email-verifications?token=[redacted]');
      for (const secret of [link, session, GOOD_PASSWORD]) expect(all).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
