import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../test/helpers';
import { sessions } from '../db/schema/auth';

/*
 * Company sessions end after COMPANY_SESSION_IDLE_MINUTES without activity (decision 035), measured with the
 * server's clock, which these tests move (only `Date`: the 3 s session cache keeps its own timer, so a cached
 * session is exactly what must not outlive its idle time).
 */

const MINUTE = 60_000;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.cleanup());
afterEach(() => {
  vi.useRealTimers();
});

const IDLE = 120 * MINUTE;
let base = 0;
/** Moves the server's clock to `minutes` after the test's start. */
function at(minutes: number) {
  vi.setSystemTime(base + minutes * MINUTE);
}
const me = (auth: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/user', headers: auth });

async function company() {
  vi.useFakeTimers({ toFake: ['Date'] });
  base = Date.now();
  return createVerifiedUser(app, { role: 'ORGANIZATION' });
}

async function sessionRow(userId: number) {
  const [row] = await app.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  return row;
}

describe('company session idle time', () => {
  it('ends the session after the idle time even while it is cached, with a stable code', async () => {
    const user = await company();
    const first = await me(user.auth);
    expect(first.statusCode).toBe(200);
    const deadline = Date.parse(first.headers['x-session-idle-expires'] as string);
    expect(Math.abs(deadline - (Date.now() + IDLE))).toBeLessThan(5_000);
    at(119);
    // Cached (the cache's 3 s have not passed in real time) and within the idle time; reading the deadline is not
    // activity, so nothing moves it.
    const peek = await app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: user.auth });
    expect(peek.statusCode).toBe(200);
    // A minute and a half without activity later the cache must not keep it alive.
    at(121);
    const res = await me(user.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('SESSION_EXPIRED');
    expect(await sessionRow(user.id)).toBeUndefined();
  });

  it('activity moves the deadline, written at most once a minute', async () => {
    const user = await company();
    at(90);
    expect((await me(user.auth)).statusCode).toBe(200);
    const touched = (await sessionRow(user.id))?.lastActiveAt.getTime();
    expect(touched).toBe(base + 90 * MINUTE);
    // Half a minute later: no new write.
    at(90.5);
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/two-step', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect((await sessionRow(user.id))?.lastActiveAt.getTime()).toBe(touched);
    at(200);
    expect((await me(user.auth)).statusCode).toBe(200);
    at(200 + 121);
    expect((await me(user.auth)).statusCode).toBe(401);
  });

  it('reading the deadline is not activity; "stay signed in" is', async () => {
    const user = await company();
    at(100);
    const peek = await app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: user.auth });
    expect(Date.parse(peek.json().data.idleExpiresAt)).toBe(base + IDLE);
    expect((await sessionRow(user.id))?.lastActiveAt.getTime()).toBe(base);
    at(119.5);
    const stay = await app.inject({ method: 'POST', url: '/api/v1/auth/session/activity', headers: user.auth });
    expect(Date.parse(stay.json().data.idleExpiresAt)).toBe(base + 119.5 * MINUTE + IDLE);
    expect(Date.parse(stay.headers['x-session-idle-expires'] as string)).toBe(base + 119.5 * MINUTE + IDLE);
    at(230);
    const later = await app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: user.auth });
    expect(later.statusCode).toBe(200);
    at(240);
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: user.auth })).statusCode).toBe(401);
  });

  it('talent sessions have no idle time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    base = Date.now();
    const talent = await createVerifiedUser(app);
    at(600);
    const res = await me(talent.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-session-idle-expires']).toBeUndefined();
    const peek = await app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: talent.auth });
    expect(peek.json().data).toEqual({ idleExpiresAt: null });
  });

  it('a shorter configured idle time applies', async () => {
    const short = await createTestApp({ companySessionIdleMs: 5 * MINUTE });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      base = Date.now();
      const user = await createVerifiedUser(short, { role: 'ORGANIZATION' });
      at(4);
      expect((await short.inject({ method: 'GET', url: '/api/v1/user', headers: user.auth })).statusCode).toBe(200);
      at(10);
      expect((await short.inject({ method: 'GET', url: '/api/v1/user', headers: user.auth })).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await short.cleanup();
    }
  });
});
