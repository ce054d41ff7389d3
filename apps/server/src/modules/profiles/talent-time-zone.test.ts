import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { completeProfile } from '../postings/postings.test-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

describe('GET/PUT /api/v1/users/{id}/profile/time-zone', () => {
  const call = (user: { auth: Record<string, string> }, id: number, method: 'GET' | 'PUT', payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1/users/${id}/profile/time-zone`,
      headers: { ...user.auth, 'accept-language': 'ko' },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  it("defaults to the country's zone, takes the talent's choice, and follows the country again on null", async () => {
    const talent = await createVerifiedUser(app, { role: 'NORMAL' });
    expect((await call(talent, talent.id, 'GET')).statusCode).toBe(404); // no profile yet
    await completeProfile(app, talent.id); // country KR
    expect((await call(talent, talent.id, 'GET')).json().data).toEqual({
      timeZone: null,
      countryTimeZone: 'Asia/Seoul',
      effective: 'Asia/Seoul',
    });
    const set = await call(talent, talent.id, 'PUT', { timeZone: 'Europe/London' });
    expect(set.json().data).toMatchObject({ timeZone: 'Europe/London', effective: 'Europe/London' });
    expect((await call(talent, talent.id, 'PUT', { timeZone: null })).json().data.effective).toBe('Asia/Seoul');
  });

  it('refuses unknown zones in the caller language, and other users', async () => {
    const talent = await createVerifiedUser(app, { role: 'NORMAL' });
    await completeProfile(app, talent.id);
    const bad = await call(talent, talent.id, 'PUT', { timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await call(talent, talent.id, 'PUT', { timeZone: 'UTC', extra: 1 })).statusCode).toBe(400);
    const other = await createVerifiedUser(app, { role: 'NORMAL' });
    expect((await call(other, talent.id, 'GET')).statusCode).toBe(404);
    expect((await call(other, talent.id, 'PUT', { timeZone: 'UTC' })).statusCode).toBe(404);
    const company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    expect((await call(company, talent.id, 'GET')).statusCode).toBe(403);
  });
});
