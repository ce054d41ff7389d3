import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createVerifiedUser,
  GOOD_PASSWORD,
  lastMailTo,
  type TestApp,
  uniqueEmail,
} from '../../../test/helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const signin = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password }, remoteAddress, headers });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

describe('sign-in throttling under parallel requests', () => {
  it('checks at most 5 of 100 wrong passwords sent at once for one account from one address', async () => {
    const user = await createVerifiedUser(app);
    const all = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signin(user.email, `wrong-password-${i}`, '10.50.0.1')),
    );
    // A 401 means the password was checked; every other attempt was refused before that.
    expect(statuses(all)).toEqual({ 401: 5, 429: 95 });
    const refused = all.find((r) => r.statusCode === 429);
    expect(refused?.json().errorCode).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most 20 of 100 different e-mails sent at once from one address', async () => {
    const all = await Promise.all(
      Array.from({ length: 100 }, () => signin(uniqueEmail('probe'), 'wrong-password', '10.50.0.2')),
    );
    expect(statuses(all)).toEqual({ 401: 20, 429: 80 });
  });

  it('does not count successful sign-ins against the address', async () => {
    const user = await createVerifiedUser(app);
    // One after another (parallel attempts are all counted while they are checked).
    for (let i = 0; i < 25; i++) expect((await signin(user.email, GOOD_PASSWORD, '10.50.0.3')).statusCode).toBe(200);
    expect((await signin(user.email, 'wrong-password', '10.50.0.3')).statusCode).toBe(401);
  });
});

describe('no lockout handed to attackers', () => {
  it('an attacker at the pair limit from another address does not lock the owner out', async () => {
    const owner = await createVerifiedUser(app);
    for (let i = 0; i < 5; i++) expect((await signin(owner.email, `guess-${i}`, '10.51.0.1')).statusCode).toBe(401);
    expect((await signin(owner.email, GOOD_PASSWORD, '10.51.0.1')).statusCode).toBe(429);
    // The owner, elsewhere, signs in as usual.
    expect((await signin(owner.email, GOOD_PASSWORD, '10.51.0.200')).statusCode).toBe(200);
  });

  it('locks the account from everywhere after 50 failures within an hour, with SIGNIN_LOCKED in both languages', async () => {
    const owner = await createVerifiedUser(app);
    // Ten addresses, five guesses each: each stays under its own limits.
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 5; i++) {
        expect((await signin(owner.email, `guess-${a}-${i}`, `10.52.${a}.1`)).statusCode).toBe(401);
      }
    }
    const locked = await signin(owner.email, GOOD_PASSWORD, '10.52.99.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 429, errorCode: 'SIGNIN_LOCKED', data: null });
    expect(locked.json().message).toMatch(/unlock/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(15 * 60);
    const ko = await signin(owner.email, GOOD_PASSWORD, '10.52.99.1', { 'accept-language': 'ko' });
    expect(ko.json().message).toMatch(/잠금 해제/);
    // Unknown e-mails lock alike, so the answer tells nothing about who has an account.
    const ghost = uniqueEmail('ghost');
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 5; i++) await signin(ghost, `guess-${i}`, `10.53.${a}.1`);
    }
    expect((await signin(ghost, GOOD_PASSWORD, '10.53.99.1')).json().errorCode).toBe('SIGNIN_LOCKED');
  });

  it('the owner unlocks by a mail link that works once', async () => {
    const owner = await createVerifiedUser(app);
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 5; i++) await signin(owner.email, `guess-${i}`, `10.54.${a}.1`);
    }
    expect((await signin(owner.email, GOOD_PASSWORD, '10.54.99.1')).json().errorCode).toBe('SIGNIN_LOCKED');

    const ask = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin-unlock-emails',
        payload: { email },
        remoteAddress: '10.54.99.1',
      });
    expect((await ask(owner.email)).statusCode).toBe(200);
    // An unknown e-mail gets the same answer and no mail.
    const ghost = uniqueEmail('ghost');
    const unknown = await ask(ghost);
    expect(unknown.statusCode).toBe(200);
    expect(await lastMailTo(app, ghost)).toBeNull();

    const mail = await lastMailTo(app, owner.email);
    expect(mail?.subject).toMatch(/Unlock/);
    expect(mail?.textBody).toContain('/en/auth/signin/unlock?token=');
    const unlock = () =>
      app.inject({ method: 'PUT', url: '/api/v1/auth/signin-unlocks', payload: { token: mail?.token } });
    expect((await unlock()).statusCode).toBe(200);
    expect((await signin(owner.email, GOOD_PASSWORD, '10.54.99.1')).statusCode).toBe(200);
    const again = await unlock();
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('TOKEN_INVALID');
    const bad = await app.inject({ method: 'PUT', url: '/api/v1/auth/signin-unlocks', payload: { token: 'nope' } });
    expect(bad.json().errorCode).toBe('TOKEN_INVALID');
    const empty = await app.inject({ method: 'PUT', url: '/api/v1/auth/signin-unlocks', payload: {} });
    expect(empty.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('a password reset lifts the lock too', async () => {
    const owner = await createVerifiedUser(app);
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 5; i++) await signin(owner.email, `guess-${i}`, `10.55.${a}.1`);
    }
    expect((await signin(owner.email, GOOD_PASSWORD, '10.55.99.1')).json().errorCode).toBe('SIGNIN_LOCKED');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset-emails',
      payload: { email: owner.email },
      remoteAddress: '10.55.99.1',
    });
    const mail = await lastMailTo(app, owner.email);
    const newPassword = 'another-Horse-battery-7';
    const reset = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/password/email-verifications',
      payload: { token: mail?.token, newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signin(owner.email, newPassword, '10.55.99.1')).statusCode).toBe(200);
  });
});
