import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { notifyUsers } from './notifications.service';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let talent: User;
let otherTalent: User;
let company: User;

beforeAll(async () => {
  app = await createTestApp();
  talent = await createVerifiedUser(app, { locale: 'ko' });
  otherTalent = await createVerifiedUser(app);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Notify Co' });
  // Other modules create notifications in their own transaction through the service.
  await app.database.db.transaction(async (tx) => {
    for (let i = 0; i < 3; i++) {
      await notifyUsers(tx, [talent.id], 'ORGANIZATION_APPROVED', { organizationId: 1, companyName: `Co ${i}` });
    }
    await notifyUsers(tx, [company.id], 'ORGANIZATION_REJECTED', { organizationId: 2, companyName: 'Notify Co' });
  });
});
afterAll(() => app.cleanup());

describe('notification lists', () => {
  it('pages the talent notifications newest first, in the caller language, with the unread count', async () => {
    const url = `/api/v1/users/${talent.id}/notifications?size=2`;
    const ko = await app.inject({ method: 'GET', url, headers: { ...talent.auth, 'accept-language': 'ko-KR' } });
    expect(ko.statusCode).toBe(200);
    expect(ko.json().data).toMatchObject({ pageNumber: 1, last: false, totalElementCount: 3, unreadCount: 3 });
    expect(ko.json().data.data[0].message).toBe(
      'Co 2 기업 인증이 완료되었습니다. 인재에게 기업 페이지의 인증 배지가 표시됩니다.',
    );
    const en = await app.inject({ method: 'GET', url: `${url}&page=2`, headers: talent.auth });
    expect(en.json().data).toMatchObject({ pageNumber: 2, last: true });
    expect(en.json().data.data[0].message).toMatch(/^Co 0 is now verified/);
  });

  it('lists by date, newest first, whatever order the notifications were written in', async () => {
    const reader = await createVerifiedUser(app);
    // Written in one order, dated in another (as when news about older events arrives late, or demo data is seeded).
    const dates = ['2026-03-02T09:00:00Z', '2026-03-05T09:00:00Z', '2026-03-01T09:00:00Z', '2026-03-04T09:00:00Z'];
    await app.database.db.transaction(async (tx) => {
      for (const [i, date] of dates.entries()) {
        const params = { organizationId: 1, companyName: `Dated ${i}` };
        await notifyUsers(tx, [reader.id], 'ORGANIZATION_APPROVED', params, new Date(date));
      }
    });
    const url = `/api/v1/users/${reader.id}/notifications`;
    const first = (await app.inject({ method: 'GET', url: `${url}?size=3`, headers: reader.auth })).json().data;
    const second = (await app.inject({ method: 'GET', url: `${url}?size=3&page=2`, headers: reader.auth })).json().data;
    const listed = [...first.data, ...second.data];
    expect(listed.map((n: { dateSent: string }) => n.dateSent)).toEqual(
      [...dates]
        .sort()
        .reverse()
        .map((d) => new Date(d).toISOString()),
    );
    expect(listed.map((n: { message: string }) => n.message.slice(0, 7))).toEqual([
      'Dated 1',
      'Dated 3',
      'Dated 0',
      'Dated 2',
    ]);
  });

  it('marks chosen notifications, then all, as read', async () => {
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/notifications`,
      headers: talent.auth,
    });
    const first = list.json().data.data[0];
    const read = await app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${talent.id}/notifications/read`,
      headers: talent.auth,
      payload: { ids: [first.id] },
    });
    expect(read.json().data).toEqual({ updated: 1, unreadCount: 2 });
    const unread = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/notifications?unreadOnly=true`,
      headers: talent.auth,
    });
    expect(unread.json().data.totalElementCount).toBe(2);
    // No body at all marks everything read.
    const all = await app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${talent.id}/notifications/read`,
      headers: talent.auth,
    });
    expect(all.json().data).toEqual({ updated: 2, unreadCount: 0 });
    const after = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/notifications`,
      headers: talent.auth,
    });
    expect(after.json().data.data.every((n: { dateViewed: string | null }) => n.dateViewed !== null)).toBe(true);
  });

  it("never shows or changes someone else's notifications", async () => {
    const url = `/api/v1/users/${talent.id}/notifications`;
    expect((await app.inject({ method: 'GET', url, headers: otherTalent.auth })).statusCode).toBe(404);
    const mark = await app.inject({ method: 'PATCH', url: `${url}/read`, headers: otherTalent.auth, payload: {} });
    expect(mark.statusCode).toBe(404);
    // Ids of another user's notifications change nothing.
    const own = await app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${otherTalent.id}/notifications/read`,
      headers: otherTalent.auth,
      payload: { ids: [1, 2, 3, 4] },
    });
    expect(own.json().data).toEqual({ updated: 0, unreadCount: 0 });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('keeps talent and company paths to their roles', async () => {
    const companyUrl = `/api/v1/organizations/users/${company.id}/notifications`;
    const res = await app.inject({ method: 'GET', url: companyUrl, headers: company.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data[0]).toMatchObject({ type: 'ORGANIZATION_REJECTED', params: { organizationId: 2 } });
    expect((await app.inject({ method: 'GET', url: companyUrl, headers: talent.auth })).statusCode).toBe(403);
    const talentPath = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${company.id}/notifications`,
      headers: company.auth,
    });
    expect(talentPath.statusCode).toBe(403);
    const bad = await app.inject({ method: 'GET', url: `${companyUrl}?size=0`, headers: company.auth });
    expect(bad.statusCode).toBe(400);
    const badIds = await app.inject({
      method: 'PATCH',
      url: `${companyUrl}/read`,
      headers: company.auth,
      payload: { ids: ['x'] },
    });
    expect(badIds.statusCode).toBe(400);
  });
});
