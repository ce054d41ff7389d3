import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, GOOD_PASSWORD, type TestApp } from '../../../test/helpers';
import { codeOf, enableTwoStep } from '../../../test/two-step';
import { twoStepRecoveryCodes, twoStepSecrets } from '../../db/schema/two-step';

let app: TestApp;
let address = 0;
const nextAddress = () => `10.77.0.${++address}`;

beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.cleanup());

const signInWithPassword = (email: string, remoteAddress = nextAddress(), password = GOOD_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/signin', remoteAddress, payload: { email, password } });

const enterCode = (challenge: string, code: string, remoteAddress = nextAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin/two-step',
    remoteAddress,
    cookies: { 'two-step-challenge': challenge },
    payload: { code },
  });

/** Password step: the challenge (from its cookie), checking no session was given. */
async function challengeFor(email: string, remoteAddress?: string) {
  const res = await signInWithPassword(email, remoteAddress);
  expect(res.statusCode).toBe(200);
  expect(res.cookies.find((c) => c.name === 'access-token')).toBeUndefined();
  const cookie = res.cookies.find((c) => c.name === 'two-step-challenge');
  expect(cookie?.httpOnly).toBe(true);
  expect(res.json().data.twoStepChallenge).toBe(cookie?.value);
  return cookie?.value ?? '';
}

describe('two-step setup', () => {
  it('shows the secret and QR code once, confirms with a code, then keeps the secret out of every answer', async () => {
    const user = await createVerifiedUser(app);
    const before = await app.inject({ method: 'GET', url: '/api/v1/auth/two-step', headers: user.auth });
    expect(before.json().data).toEqual({
      isEnabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      isSetupRequired: false,
      organization: null,
    });
    const setup = await app.inject({ method: 'POST', url: '/api/v1/auth/two-step/setup', headers: user.auth });
    const { secret, otpauthUrl, qrCode } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=TalentBridge');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Stored encrypted, never as the base32 text.
    const [row] = await app.database.db.select().from(twoStepSecrets).where(eq(twoStepSecrets.userId, user.id));
    expect(row?.secret).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-step/confirm',
      headers: user.auth,
      payload: { code: '000000' === codeOf(secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('TWO_STEP_CODE_INVALID');

    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-step/confirm',
      headers: user.auth,
      payload: { code: codeOf(secret) },
    });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await app.database.db
      .select()
      .from(twoStepRecoveryCodes)
      .where(eq(twoStepRecoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]?.replace('-', ''));

    const after = await app.inject({ method: 'GET', url: '/api/v1/auth/two-step', headers: user.auth });
    expect(after.json().data).toMatchObject({ isEnabled: true, recoveryCodesLeft: 10 });
    expect(after.body).not.toContain(secret);
    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/two-step/setup', headers: user.auth });
    expect(again.json().errorCode).toBe('TWO_STEP_ALREADY_ENABLED');
  });

  it('ends the other sessions when it is turned on (they were opened with the password alone)', async () => {
    const user = await createVerifiedUser(app);
    const other = (await signInWithPassword(user.email)).json().data as string;
    await enableTwoStep(app, user.auth);
    const stale = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(stale.json().errorCode).toBe('SESSION_EXPIRED');
    const own = await app.inject({ method: 'GET', url: '/api/v1/user', headers: user.auth });
    expect(own.statusCode).toBe(200);
  });

  it('confirming without a setup, or anonymously, is refused', async () => {
    const user = await createVerifiedUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-step/confirm',
      headers: user.auth,
      payload: { code: '123456' },
    });
    expect(res.json().errorCode).toBe('TWO_STEP_NOT_ENABLED');
    const anonymous = await app.inject({ method: 'POST', url: '/api/v1/auth/two-step/setup' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-step/confirm',
      headers: user.auth,
      payload: { code: '', extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('signing in with two-step on', () => {
  it('gives a challenge for the password and a session for the code; a code is not accepted twice', async () => {
    const user = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    const { secret } = await enableTwoStep(app, user.auth);
    const code = codeOf(secret);
    const challenge = await challengeFor(user.email);
    const res = await enterCode(challenge, code);
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'access-token')?.value;
    expect(session).toBe(res.json().data);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.json().data.email).toBe(user.email);
    // The challenge is used up, and the same code on a new challenge is a replay.
    expect((await enterCode(challenge, codeOf(secret, 1))).json().errorCode).toBe('TWO_STEP_CHALLENGE_EXPIRED');
    const replay = await enterCode(await challengeFor(user.email), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('TWO_STEP_CODE_INVALID');
  });

  it('an API client sends the challenge in the body', async () => {
    const user = await createVerifiedUser(app);
    const { secret } = await enableTwoStep(app, user.auth);
    const { twoStepChallenge } = (await signInWithPassword(user.email)).json().data;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin/two-step',
      remoteAddress: nextAddress(),
      payload: { code: codeOf(secret), challenge: twoStepChallenge },
    });
    expect(res.statusCode).toBe(200);
    const none = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin/two-step',
      payload: { code: codeOf(secret, 1) },
    });
    expect(none.json().errorCode).toBe('TWO_STEP_CHALLENGE_EXPIRED');
  });

  it('accepts each recovery code once, typed in any case and grouping', async () => {
    const user = await createVerifiedUser(app);
    const { recoveryCodes } = await enableTwoStep(app, user.auth);
    const first = recoveryCodes[0] ?? '';
    const res = await enterCode(await challengeFor(user.email), first.toUpperCase().replace('-', ' '));
    expect(res.statusCode).toBe(200);
    const again = await enterCode(await challengeFor(user.email), first);
    expect(again.json().errorCode).toBe('TWO_STEP_CODE_INVALID');
    const status = await app.inject({ method: 'GET', url: '/api/v1/auth/two-step', headers: user.auth });
    expect(status.json().data.recoveryCodesLeft).toBe(9);
  });

  it('throttles wrong codes like wrong passwords, and a challenge takes five tries', async () => {
    const user = await createVerifiedUser(app);
    const { secret } = await enableTwoStep(app, user.auth);
    const from = nextAddress();
    const challenge = await challengeFor(user.email, from);
    const wrong = codeOf(secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      const res = await enterCode(challenge, wrong, from);
      expect(res.json().errorCode).toBe('TWO_STEP_CODE_INVALID');
    }
    // The challenge is spent; the password from this address is now throttled too (five failures).
    expect((await enterCode(challenge, codeOf(secret), from)).json().errorCode).toBe('TWO_STEP_CHALLENGE_EXPIRED');
    const password = await signInWithPassword(user.email, from);
    expect(password.statusCode).toBe(429);
    expect(password.headers['retry-after']).toBeDefined();
    // Another address still signs in.
    expect((await enterCode(await challengeFor(user.email), codeOf(secret))).statusCode).toBe(200);
  });

  it('a wrong password still gives no challenge', async () => {
    const user = await createVerifiedUser(app);
    await enableTwoStep(app, user.auth);
    const res = await signInWithPassword(user.email, nextAddress(), 'wrong-Password-123');
    expect(res.json().errorCode).toBe('INVALID_CREDENTIALS');
    expect(res.cookies.find((c) => c.name === 'two-step-challenge')).toBeUndefined();
  });
});

describe('recovery codes and turning off', () => {
  it('regenerates recovery codes with a code; the old ones stop working', async () => {
    const user = await createVerifiedUser(app);
    const { secret, recoveryCodes } = await enableTwoStep(app, user.auth);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-step/recovery-codes',
      headers: user.auth,
      payload: { code: codeOf(secret) },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await enterCode(await challengeFor(user.email), recoveryCodes[0] ?? '')).statusCode).toBe(400);
    expect((await enterCode(await challengeFor(user.email), fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('turns off with the password and a code, then signs in with the password alone', async () => {
    const user = await createVerifiedUser(app);
    const { secret } = await enableTwoStep(app, user.auth);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-step/disable',
      headers: user.auth,
      payload: { password: 'not-the-Password-1', code: codeOf(secret) },
    });
    expect(wrongPassword.json().errorCode).toBe('WRONG_PASSWORD');
    const wrongCode = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-step/disable',
      headers: user.auth,
      payload: { password: GOOD_PASSWORD, code: '12345' },
    });
    expect(wrongCode.json().errorCode).toBe('TWO_STEP_CODE_INVALID');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-step/disable',
      headers: user.auth,
      payload: { password: GOOD_PASSWORD, code: codeOf(secret) },
    });
    expect(res.statusCode).toBe(200);
    const signin = await signInWithPassword(user.email);
    expect(typeof signin.json().data).toBe('string');
    const rows = await app.database.db
      .select()
      .from(twoStepRecoveryCodes)
      .where(eq(twoStepRecoveryCodes.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});
