import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { SESSION_CACHE_MS } from '../../http/auth';
import { joinTeam } from '../team/team.test-support';
import { currentUserAnswer, forgetCurrentUsers } from './current-user.cache';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const me = async (auth: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/user', headers: auth })).json().data;

describe('GET /api/v1/user kept for seconds', () => {
  it("shows the talent's own change at once", async () => {
    const talent = await createVerifiedUser(app, { firstName: 'Mina' });
    expect((await me(talent.auth)).firstName).toBe('Mina');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${talent.id}/profile/summary`,
      headers: talent.auth,
      payload: { firstName: '민아', lastName: '최' },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(talent.auth)).toMatchObject({ firstName: '민아', lastName: '최' });
  });

  it("shows a member what the organization's owner changed at once", async () => {
    const owner = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    const member = await joinTeam(app, owner, owner.companyId as number, 'RECRUITER');
    expect((await me(member.auth)).memberRole).toBe('RECRUITER');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${owner.companyId}/members/${member.id}/role`,
      headers: owner.auth,
      payload: { memberRole: 'INTERVIEWER' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(member.auth)).memberRole).toBe('INTERVIEWER');
  });

  it('shows a change made outside this process within SESSION_CACHE_MS', async () => {
    const talent = await createVerifiedUser(app, { firstName: 'Jisoo' });
    expect((await me(talent.auth)).firstName).toBe('Jisoo');
    // Another instance (or SQL by hand) changes the name: this process does not hear of it.
    await app.database.db.update(users).set({ firstName: 'Ji-soo' }).where(eq(users.id, talent.id));
    expect((await me(talent.auth)).firstName).toBe('Jisoo');
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 100));
    expect((await me(talent.auth)).firstName).toBe('Ji-soo');
  });
});

describe('currentUserAnswer', () => {
  const answer = (firstName: string) =>
    ({ id: 1, firstName, role: 'NORMAL' }) as unknown as Parameters<typeof currentUserAnswer>[2] extends () => Promise<
      infer T
    >
      ? T
      : never;

  it('does not keep an answer read while a write landed', async () => {
    const db = {} as Db;
    let finishRead: () => void = () => {};
    const reading = currentUserAnswer(
      db,
      1,
      () => new Promise((resolve) => (finishRead = () => resolve(answer('before')))),
    );
    forgetCurrentUsers(db, { userId: 1, role: 'NORMAL', organizationId: null });
    finishRead();
    expect((await reading).firstName).toBe('before');
    expect((await currentUserAnswer(db, 1, async () => answer('after'))).firstName).toBe('after');
  });

  it('keeps an answer per database, and forgets all of them after a write without a session', async () => {
    const one = {} as Db;
    const two = {} as Db;
    await currentUserAnswer(one, 1, async () => answer('one'));
    expect((await currentUserAnswer(two, 1, async () => answer('two'))).firstName).toBe('two');
    expect((await currentUserAnswer(one, 1, async () => answer('again'))).firstName).toBe('one');
    forgetCurrentUsers(one, null);
    expect((await currentUserAnswer(one, 1, async () => answer('again'))).firstName).toBe('again');
  });
});
