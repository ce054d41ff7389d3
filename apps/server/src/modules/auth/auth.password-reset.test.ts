import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createVerifiedUser,
  GOOD_PASSWORD,
  lastMailTo,
  signIn,
  type TestApp,
  uniqueEmail,
} from '../../../test/helpers';
import { emailTokens, sessions } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

let address = 0;
const nextAddress = () => `10.4.0.${++address}`;
const NEW_PASSWORD = 'brand-New-password-77';

const requestReset = (email: string, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset-emails',
    payload: { email },
    headers,
    remoteAddress,
  });

const setPassword = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: '/api/v1/auth/password/email-verifications', payload: payload as object, headers });

const signinStatus = async (email: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email, password },
      remoteAddress: nextAddress(),
    })
  ).statusCode;

async function resetToken(email: string) {
  const mail = await lastMailTo(app, email);
  expect(mail?.kind).toBe('RESET_PASSWORD');
  return mail?.token ?? '';
}

describe('POST /api/v1/auth/password-reset-emails', () => {
  it('answers alike for known and unknown e-mails, and mails only the known one', async () => {
    const user = await createVerifiedUser(app);
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(user.email);
    const missing = await requestReset(unknown);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(missing.body);
    expect(known.json()).toEqual({ code: 200, message: 'OK', data: null });
    const mail = await lastMailTo(app, user.email);
    expect(mail).toMatchObject({ kind: 'RESET_PASSWORD', subject: 'Reset your TalentBridge password' });
    expect(mail?.textBody).toContain(`http://localhost:3000/en/auth/password/reset?token=`);
    expect(await lastMailTo(app, unknown)).toBeNull();
  });

  it('mails in the account language and links for 1 hour', async () => {
    const user = await createVerifiedUser(app, { locale: 'ko' });
    await requestReset(` ${user.email.toUpperCase()} `);
    const mail = await lastMailTo(app, user.email);
    expect(mail?.subject).toBe('[TalentBridge] 비밀번호 재설정 안내');
    expect(mail?.textBody).toContain('/ko/auth/password/reset?token=');
    const [token] = await app.database.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'RESET_PASSWORD')));
    const minutes = ((token?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('refuses bad bodies', async () => {
    for (const payload of [{}, { email: 'x' }, { email: 'a@b.co', password: 'x' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset-emails',
        payload,
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('is throttled per e-mail and per address with 429 and Retry-After', async () => {
    const email = uniqueEmail('flood');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await requestReset(email)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const ip = '10.98.0.1';
    const fromOneAddress: number[] = [];
    let last = await requestReset(uniqueEmail('a'), {}, ip);
    fromOneAddress.push(last.statusCode);
    for (let i = 0; i < 20; i++) {
      last = await requestReset(uniqueEmail('a'), {}, ip);
      fromOneAddress.push(last.statusCode);
    }
    expect(fromOneAddress.filter((c) => c === 200)).toHaveLength(20);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PUT /api/v1/auth/password/email-verifications', () => {
  it('sets the new password, ends ALL sessions, and the token works once', async () => {
    const user = await createVerifiedUser(app);
    const second = await signIn(app, user.email);
    await requestReset(user.email);
    const token = await resetToken(user.email);

    const res = await setPassword({ token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'OK', data: null });

    for (const t of [user.token, second]) {
      const after = await app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${t}` } });
      expect(after.statusCode).toBe(401);
      expect(after.json().errorCode).toBe('SESSION_EXPIRED');
    }
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await signinStatus(user.email, GOOD_PASSWORD)).toBe(401);
    expect(await signinStatus(user.email, NEW_PASSWORD)).toBe(200);

    const again = await setPassword({ token, newPassword: 'yet-Another-password-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('TOKEN_INVALID');
    expect(await signinStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses an expired token (after 1 hour) with TOKEN_EXPIRED and keeps the old password', async () => {
    const user = await createVerifiedUser(app);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    await app.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'RESET_PASSWORD')));
    const res = await setPassword({ token, newPassword: NEW_PASSWORD }, { 'accept-language': 'KO' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'TOKEN_EXPIRED',
      message: '링크가 만료되었습니다. 새 링크를 요청해 주세요.',
    });
    expect(await signinStatus(user.email, GOOD_PASSWORD)).toBe(200);
  });

  it('only the newest link works', async () => {
    const user = await createVerifiedUser(app);
    await requestReset(user.email);
    const first = await resetToken(user.email);
    await requestReset(user.email);
    const second = await resetToken(user.email);
    expect((await setPassword({ token: first, newPassword: NEW_PASSWORD })).json().errorCode).toBe('TOKEN_INVALID');
    expect((await setPassword({ token: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses unknown tokens and verification tokens', async () => {
    expect((await setPassword({ token: 'unknown', newPassword: NEW_PASSWORD })).json().errorCode).toBe('TOKEN_INVALID');
    const email = uniqueEmail('pending');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        role: 'NORMAL',
        email,
        password: GOOD_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        agreements: { terms: true, privacy: true },
      },
    });
    const verification = await lastMailTo(app, email);
    const res = await setPassword({ token: verification?.token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('TOKEN_INVALID');
  });

  it('refuses a weak new password without using up the token', async () => {
    const user = await createVerifiedUser(app);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const short = await setPassword({ token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toContainEqual(
      expect.objectContaining({ path: 'newPassword', key: 'validation.passwordLength' }),
    );
    const common = await setPassword({ token, newPassword: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toContainEqual(
      expect.objectContaining({ path: 'newPassword', key: 'validation.passwordCommon' }),
    );
    const same = await setPassword({ token, newPassword: user.email.toUpperCase() });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toContainEqual(
      expect.objectContaining({ path: 'newPassword', key: 'validation.passwordIsEmail' }),
    );
    // The link still works for a good password.
    expect((await setPassword({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('verifies a pending account: the link proves the mailbox', async () => {
    const email = uniqueEmail('pending');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        role: 'NORMAL',
        email,
        password: GOOD_PASSWORD,
        firstName: 'A',
        lastName: 'B',
        agreements: { terms: true, privacy: true },
      },
    });
    expect(await signinStatus(email, GOOD_PASSWORD)).toBe(403);
    await requestReset(email);
    expect((await setPassword({ token: await resetToken(email), newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.status).toBe('ACTIVE');
    expect(await signinStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses bad bodies with 400', async () => {
    for (const payload of [
      {},
      { token: 'abc' },
      { newPassword: NEW_PASSWORD },
      { token: '', newPassword: NEW_PASSWORD },
      { token: 'x'.repeat(201), newPassword: NEW_PASSWORD },
      { token: 'abc', newPassword: NEW_PASSWORD, email: 'a@b.co' },
      { token: 1, newPassword: NEW_PASSWORD },
    ]) {
      const res = await setPassword(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('never leaks tokens or hashes in responses', async () => {
    const user = await createVerifiedUser(app);
    await requestReset(user.email);
    const [mail] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mail).toBeDefined();
    const res = await requestReset(user.email);
    expect(res.body).not.toMatch(/token|hash/i);
  });
});
