import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, lastMailTo, signIn, type TestApp, uniqueEmail } from '../../../test/helpers';
import { emailTokens } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

let address = 0;
/** A fresh client address, so per-address limits of one test never reach another. */
const nextAddress = () => `10.1.0.${++address}`;

function talentBody(overrides: Record<string, unknown> = {}) {
  return {
    role: 'NORMAL',
    email: uniqueEmail('talent'),
    password: GOOD_PASSWORD,
    firstName: 'Minji',
    lastName: 'Kim',
    locale: 'en',
    agreements: { terms: true, privacy: true, marketing: false },
    ...overrides,
  };
}

const signup = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: payload as object, headers, remoteAddress });

const verify = (token: string) =>
  app.inject({ method: 'GET', url: `/api/v1/auth/signup/email-verifications?token=${encodeURIComponent(token)}` });

const signInRaw = (email: string, password = GOOD_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });

async function userRow(email: string) {
  const [row] = await app.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

describe('POST /api/v1/auth/signup', () => {
  it('creates a talent waiting for verification and queues the verification mail', async () => {
    const body = talentBody();
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ code: 201, message: 'OK', data: { email: body.email, role: 'NORMAL' } });
    const row = await userRow(body.email);
    expect(row).toMatchObject({ status: 'PENDING_VERIFICATION', role: 'NORMAL', firstName: 'Minji', locale: 'en' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastMailTo(app, body.email);
    expect(mail?.kind).toBe('VERIFY_EMAIL');
    expect(mail?.subject).toBe('Verify your e-mail for TalentBridge');
    expect(mail?.textBody).toContain(`http://localhost:3000/en/auth/signup/completed?token=${mail?.token}`);
    expect(mail?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token is stored only as a hash.
    const tokens = await app.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, row?.id ?? 0));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).not.toContain(mail?.token ?? '-');
    expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // Valid for 24 hours.
    const hours = ((tokens[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('stores the e-mail trimmed and lower-cased', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await signup(talentBody({ email: `  ${email.toUpperCase()}  ` }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBe(email.toLowerCase());
    expect(await userRow(email)).toBeDefined();
  });

  it('answers a taken e-mail (in another case, with spaces) alike and mails its owner instead', async () => {
    const owner = talentBody();
    expect((await signup(owner)).statusCode).toBe(201);
    await verify((await lastMailTo(app, owner.email))?.token ?? '');
    const fresh = talentBody();
    const free = await signup(fresh);
    const taken = await signup(talentBody({ email: `  ${owner.email.toUpperCase()} `, firstName: 'Mallory' }));
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ code: 201, message: 'OK', data: { email: owner.email, role: 'NORMAL' } });
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    // No second account, the owner's name and password unchanged, and the owner is told.
    expect(await userRow(owner.email)).toMatchObject({ firstName: 'Minji', status: 'ACTIVE' });
    expect((await signInRaw(owner.email)).statusCode).toBe(200);
    const mail = await lastMailTo(app, owner.email);
    expect(mail?.kind).toBe('SIGNUP_ATTEMPT');
    expect(mail?.subject).toBe('Someone tried to sign up to TalentBridge with your e-mail');
    expect(mail?.textBody).toContain('http://localhost:3000/en/auth/signin');
  });

  it('sends a waiting account its verification link again when its e-mail signs up again', async () => {
    const body = talentBody({ locale: 'ko' });
    await signup(body);
    const first = await lastMailTo(app, body.email);
    expect((await signup(talentBody({ email: body.email }))).statusCode).toBe(201);
    const again = await lastMailTo(app, body.email);
    expect(again?.kind).toBe('VERIFY_EMAIL');
    expect(again?.id).not.toBe(first?.id);
    expect((await verify(again?.token ?? '')).statusCode).toBe(200);
  });

  it('mails the owner of a taken e-mail at most 5 times in 15 minutes', async () => {
    const owner = talentBody();
    await signup(owner);
    for (let i = 0; i < 8; i++) expect((await signup(talentBody({ email: owner.email }))).statusCode).toBe(201);
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email));
    expect(mails).toHaveLength(1 + 5);
  });

  it('throttles sign-ups per address: 20 a minute, then 429 with Retry-After', async () => {
    const ip = '10.1.99.1';
    for (let i = 0; i < 20; i++) expect((await signup(talentBody(), {}, ip)).statusCode).toBe(201);
    const blocked = await signup(talentBody(), {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signup(talentBody(), {}, '10.1.99.2')).statusCode).toBe(201);
  });

  it('creates a company user with its organization, NOT_APPLIED, and mails in Korean', async () => {
    const email = uniqueEmail('company');
    const res = await signup(talentBody({ role: 'ORGANIZATION', email, companyName: '  누리소프트  ', locale: 'ko' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ email, role: 'ORGANIZATION' });
    const mail = await lastMailTo(app, email);
    expect(mail?.subject).toBe('[TalentBridge] 이메일 인증을 완료해 주세요');
    expect(mail?.locale).toBe('ko');
    expect(mail?.textBody).toContain('/ko/auth/signup/completed?token=');
    expect((await verify(mail?.token ?? '')).json().data).toEqual({ email, role: 'ORGANIZATION' });
    const token = await signIn(app, email);
    const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data).toMatchObject({
      role: 'ORGANIZATION',
      companyId: expect.any(Number),
      companyName: '누리소프트',
      companyVerificationStatus: 'NOT_APPLIED',
      companyLogo: null,
      locale: 'ko',
      status: 'ACTIVE',
    });
  });

  describe('bad input', () => {
    type Case = [name: string, payload: unknown, path: string, key: string];
    const cases: Case[] = [
      ['missing e-mail', talentBody({ email: undefined }), 'email', 'validation.required'],
      ['missing password', talentBody({ password: undefined }), 'password', 'validation.required'],
      ['missing first name', talentBody({ firstName: undefined }), 'firstName', 'validation.required'],
      ['missing agreements', talentBody({ agreements: undefined }), 'agreements', 'validation.required'],
      ['missing role', talentBody({ role: undefined }), 'role', 'validation.invalid'],
      ['blank first name', talentBody({ firstName: '   ' }), 'firstName', 'validation.required'],
      ['blank last name', talentBody({ lastName: '' }), 'lastName', 'validation.required'],
      ['too long last name', talentBody({ lastName: '김'.repeat(51) }), 'lastName', 'validation.tooLong'],
      ['bad e-mail', talentBody({ email: 'not-an-email' }), 'email', 'validation.email'],
      ['e-mail with spaces inside', talentBody({ email: 'a b@example.com' }), 'email', 'validation.email'],
      ['too long e-mail', talentBody({ email: `${'a'.repeat(250)}@example.com` }), 'email', 'validation.tooLong'],
      ['short password', talentBody({ password: 'Ab1-xyz' }), 'password', 'validation.passwordLength'],
      ['long password', talentBody({ password: 'a'.repeat(129) }), 'password', 'validation.passwordLength'],
      ['very long password', talentBody({ password: 'a'.repeat(10_000) }), 'password', 'validation.passwordLength'],
      [
        'terms not accepted',
        talentBody({ agreements: { terms: false, privacy: true } }),
        'agreements.terms',
        'validation.mustAccept',
      ],
      [
        'privacy not accepted',
        talentBody({ agreements: { terms: true, privacy: false } }),
        'agreements.privacy',
        'validation.mustAccept',
      ],
      ['role ADMIN', talentBody({ role: 'ADMIN' }), 'role', 'validation.invalid'],
      ['unknown field status', talentBody({ status: 'ACTIVE' }), 'status', 'validation.unknownField'],
      ['unknown field companyId', talentBody({ companyId: 1 }), 'companyId', 'validation.unknownField'],
      [
        'unknown agreement',
        talentBody({ agreements: { terms: true, privacy: true, all: true } }),
        'agreements.all',
        'validation.unknownField',
      ],
      ['ORGANIZATION without companyName', talentBody({ role: 'ORGANIZATION' }), 'companyName', 'validation.required'],
      [
        'ORGANIZATION with blank companyName',
        talentBody({ role: 'ORGANIZATION', companyName: '  ' }),
        'companyName',
        'validation.required',
      ],
      [
        'too long companyName',
        talentBody({ role: 'ORGANIZATION', companyName: 'x'.repeat(101) }),
        'companyName',
        'validation.tooLong',
      ],
      ['e-mail as a number', talentBody({ email: 42 }), 'email', 'validation.required'],
      ['first name as an object', talentBody({ firstName: { a: 1 } }), 'firstName', 'validation.required'],
      [
        'marketing as a string',
        talentBody({ agreements: { terms: true, privacy: true, marketing: 'yes' } }),
        'agreements.marketing',
        'validation.invalid',
      ],
      ['unsupported locale', talentBody({ locale: 'fr' }), 'locale', 'validation.invalid'],
    ];

    it.each(cases)('%s → 400 on %s', async (_name, payload, path, key) => {
      const res = await signup(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ code: 400, data: null, errorCode: 'VALIDATION_FAILED' });
      expect(body.message).toBe('Some fields need your attention.');
      expect(body.fields).toContainEqual({ path, key, message: expect.any(String) });
    });

    it('refuses a password equal to the e-mail or its local part', async () => {
      const email = uniqueEmail('samepass');
      const same = await signup(talentBody({ email, password: email.toUpperCase() }));
      expect(same.statusCode).toBe(400);
      expect(same.json().fields).toContainEqual(
        expect.objectContaining({ path: 'password', key: 'validation.passwordIsEmail' }),
      );
      const local = await signup(talentBody({ email, password: email.split('@')[0] }));
      expect(local.statusCode).toBe(400);
      expect(local.json().fields).toContainEqual(
        expect.objectContaining({ path: 'password', key: 'validation.passwordIsEmail' }),
      );
      expect(await userRow(email)).toBeUndefined();
    });

    it.each(['password', 'iloveyou', 'Sunshine', '12345678', 'PASSWORD1'])(
      'refuses the common password %s',
      async (password) => {
        const res = await signup(talentBody({ password }));
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual([
          { path: 'password', key: 'validation.passwordCommon', message: expect.stringMatching(/too common/) },
        ]);
      },
    );

    it('accepts 8 and 128 characters counted as characters (Korean, emoji)', async () => {
      expect((await signup(talentBody({ password: '안전한비밀번호다' }))).statusCode).toBe(201);
      expect((await signup(talentBody({ password: '🐯🦊🐻🐼🐨🐸🐵🦁' }))).statusCode).toBe(201);
      expect((await signup(talentBody({ password: '가'.repeat(128) }))).statusCode).toBe(201);
      const tooLong = await signup(talentBody({ password: '가'.repeat(129) }));
      expect(tooLong.json().fields?.[0]?.key).toBe('validation.passwordLength');
    });

    it('translates the field messages for Korean callers', async () => {
      const res = await signup(talentBody({ firstName: '', password: 'short' }), { 'accept-language': 'KO' });
      const body = res.json();
      expect(body.message).toBe('입력 내용을 확인해 주세요.');
      expect(body.fields).toContainEqual({
        path: 'firstName',
        key: 'validation.required',
        message: '필수 입력 항목입니다.',
      });
      expect(body.fields).toContainEqual({
        path: 'password',
        key: 'validation.passwordLength',
        message: '8자 이상 128자 이하로 입력해 주세요.',
      });
    });

    it('refuses a body that is not an object', async () => {
      for (const payload of ['[]', '"text"', 'null', '42']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/signup',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      }
    });

    it('refuses a missing body', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signup' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', data: null });
    });

    it('creates nothing for a refused sign-up', async () => {
      const email = uniqueEmail('refused');
      await signup(talentBody({ email, agreements: { terms: false, privacy: true } }));
      expect(await userRow(email)).toBeUndefined();
      expect(await lastMailTo(app, email)).toBeNull();
    });
  });
});

describe('GET /api/v1/auth/signup/email-verifications', () => {
  it('verifies once; the second use is TOKEN_INVALID', async () => {
    const body = talentBody();
    await signup(body);
    const mail = await lastMailTo(app, body.email);
    const first = await verify(mail?.token ?? '');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 200, message: 'OK', data: { email: body.email, role: 'NORMAL' } });
    expect((await userRow(body.email))?.status).toBe('ACTIVE');
    expect((await userRow(body.email))?.emailVerifiedAt).toBeInstanceOf(Date);
    const second = await verify(mail?.token ?? '');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 400, errorCode: 'TOKEN_INVALID', data: null });
  });

  it('two clicks on one link at once: one succeeds, the other is TOKEN_INVALID', async () => {
    const body = talentBody();
    await signup(body);
    const token = (await lastMailTo(app, body.email))?.token ?? '';
    const results = await Promise.all([verify(token), verify(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().errorCode).toBe('TOKEN_INVALID');
  });

  it('refuses an expired token with TOKEN_EXPIRED and leaves the account unverified', async () => {
    const body = talentBody();
    await signup(body);
    const mail = await lastMailTo(app, body.email);
    const row = await userRow(body.email);
    await app.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, row?.id ?? 0));
    const res = await verify(mail?.token ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'TOKEN_EXPIRED',
      message: 'This link has expired. Please request a new one.',
    });
    expect((await userRow(body.email))?.status).toBe('PENDING_VERIFICATION');
  });

  it('refuses an unknown token with TOKEN_INVALID, in Korean when asked', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/signup/email-verifications?token=not-a-real-token',
      headers: { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'TOKEN_INVALID',
      message: '유효하지 않거나 이미 사용된 링크입니다.',
    });
  });

  it('refuses a missing, empty, repeated or oversized token with VALIDATION_FAILED', async () => {
    for (const query of ['', '?token=', `?token=${'x'.repeat(201)}`, '?token=a&token=b']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/auth/signup/email-verifications${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('VALIDATION_FAILED');
    }
  });

  it('does not accept a password reset token', async () => {
    const body = talentBody();
    await signup(body);
    const verification = await lastMailTo(app, body.email);
    await verify(verification?.token ?? '');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset-emails',
      payload: { email: body.email },
      remoteAddress: nextAddress(),
    });
    const reset = await lastMailTo(app, body.email);
    expect(reset?.kind).toBe('RESET_PASSWORD');
    expect((await verify(reset?.token ?? '')).json().errorCode).toBe('TOKEN_INVALID');
  });
});

describe('sign-in before verification', () => {
  it('is refused with 403 EMAIL_NOT_VERIFIED (right password), and 401 with a wrong one', async () => {
    const body = talentBody();
    await signup(body);
    const res = await signInRaw(body.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, errorCode: 'EMAIL_NOT_VERIFIED', data: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await signInRaw(body.email, 'wrong-password-123')).statusCode).toBe(401);
  });
});

describe('POST /mail/auth/email (send the verification again)', () => {
  const resend = (email: string, remoteAddress = nextAddress()) =>
    app.inject({ method: 'POST', url: '/mail/auth/email', payload: { email }, remoteAddress });

  it('sends a new link that works while the old one no longer does', async () => {
    const body = talentBody();
    await signup(body);
    const old = await lastMailTo(app, body.email);
    const res = await resend(`  ${body.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'OK', data: null });
    const fresh = await lastMailTo(app, body.email);
    expect(fresh?.id).not.toBe(old?.id);
    expect(fresh?.token).not.toBe(old?.token);
    expect((await verify(old?.token ?? '')).json().errorCode).toBe('TOKEN_INVALID');
    expect((await verify(fresh?.token ?? '')).statusCode).toBe(200);
    await signIn(app, body.email);
  });

  it('answers the same for unknown and already verified e-mails, and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const known = talentBody();
    await signup(known);
    await verify((await lastMailTo(app, known.email))?.token ?? '');
    const before = await app.database.db.select().from(mailOutbox);
    const a = await resend(unknown);
    const b = await resend(known.email);
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(await app.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('is throttled per e-mail with 429 and Retry-After', async () => {
    const body = talentBody();
    await signup(body);
    const statuses: number[] = [];
    let last = await resend(body.email);
    statuses.push(last.statusCode);
    for (let i = 0; i < 5; i++) {
      last = await resend(body.email);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last.json()).toMatchObject({ code: 429, errorCode: 'TOO_MANY_REQUESTS', data: null });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad bodies', async () => {
    for (const payload of [{}, { email: 'nope' }, { email: 'a@b.co', extra: 1 }, { email: ['a@b.co'] }]) {
      const res = await app.inject({ method: 'POST', url: '/mail/auth/email', payload, remoteAddress: nextAddress() });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /mail/check', () => {
  const check = (payload: unknown, remoteAddress = '10.2.0.1') =>
    app.inject({ method: 'POST', url: '/mail/check', payload: payload as object, remoteAddress });

  it('says whether an e-mail is free, case- and space-insensitively', async () => {
    const body = talentBody();
    await signup(body);
    expect((await check({ email: uniqueEmail('free') })).json()).toEqual({
      code: 200,
      message: 'OK',
      data: { available: true },
    });
    expect((await check({ email: ` ${body.email.toUpperCase()} ` })).json().data).toEqual({ available: false });
  });

  it('refuses bad bodies', async () => {
    expect((await check({ email: 'bad' }, '10.2.0.2')).statusCode).toBe(400);
    expect((await check({}, '10.2.0.2')).statusCode).toBe(400);
    expect((await check({ email: 'a@b.co', role: 'ADMIN' }, '10.2.0.2')).json().fields).toContainEqual(
      expect.objectContaining({ path: 'role', key: 'validation.unknownField' }),
    );
  });

  it('is rate limited per address', async () => {
    const codes: number[] = [];
    let last = await check({ email: 'x@example.com' }, '10.2.0.3');
    for (let i = 0; i < 21; i++) {
      last = await check({ email: `x${i}@example.com` }, '10.2.0.3');
      codes.push(last.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 200)).toHaveLength(19);
    expect(last.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await check({ email: 'x@example.com' }, '10.2.0.4')).statusCode).toBe(200);
  });
});
