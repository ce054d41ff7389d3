import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { createPosting, publishPosting, setOrganizationStatus, setStatus } from '../postings/postings.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let company: User;
let talent: User;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'BlueWave Labs' });
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
});
afterAll(() => app.cleanup());

const call = (method: 'PUT' | 'DELETE' | 'GET', url: string, user: User = talent) =>
  app.inject({ method, url, headers: user.auth });

describe('following postings', () => {
  it('follows and unfollows (idempotently) and shows isFollowed on cards, detail and the list', async () => {
    const id = await publishPosting(app, company.auth, orgId, { title: 'Followed one' });
    for (let i = 0; i < 2; i += 1) {
      const res = await call('PUT', `/api/v1/jobs/${id}/follow`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ isFollowed: true });
    }
    expect((await call('GET', `/api/v1/jobs/${id}`)).json().data.isFollowed).toBe(true);
    const card = (await call('GET', '/api/v1/jobs')).json().data.data.find((c: { id: number }) => c.id === id);
    expect(card.isFollowed).toBe(true);
    const list = await call('GET', `/api/v1/users/${talent.id}/followed-jobs`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ pageNumber: 1, last: true, totalElementCount: 1 });
    expect(list.json().data.data[0]).toMatchObject({ id, title: 'Followed one', isFollowed: true });
    expect(list.json().data.data[0].followedAt).toBeTruthy();

    // A closed posting stays in the list (shown as closed); a hidden one drops out until shown again.
    await setStatus(app, company.auth, orgId, id, 'HIDDEN');
    expect((await call('GET', `/api/v1/users/${talent.id}/followed-jobs`)).json().data.totalElementCount).toBe(0);
    await setStatus(app, company.auth, orgId, id, 'DELETED');
    const closed = (await call('GET', `/api/v1/users/${talent.id}/followed-jobs`)).json().data.data;
    expect(closed[0]).toMatchObject({ id, status: 'DELETED' });

    for (let i = 0; i < 2; i += 1) {
      const res = await call('DELETE', `/api/v1/jobs/${id}/follow`);
      expect(res.json().data).toEqual({ isFollowed: false });
    }
    expect((await call('GET', `/api/v1/users/${talent.id}/followed-jobs`)).json().data.totalElementCount).toBe(0);
  });

  it('cannot follow hidden or unknown postings (404)', async () => {
    const hidden = await createPosting(app, company.auth, orgId);
    for (const id of [hidden, 999_999]) expect((await call('PUT', `/api/v1/jobs/${id}/follow`)).statusCode).toBe(404);
  });
});

describe('following companies', () => {
  it('follows a company, lists it with its open posting count, and unfollows', async () => {
    await publishPosting(app, company.auth, orgId);
    expect((await call('PUT', `/api/v1/organizations/${orgId}/follow`)).json().data).toEqual({ isFollowed: true });
    const list = await call('GET', `/api/v1/users/${talent.id}/followed-companies`);
    expect(list.statusCode).toBe(200);
    const [entry] = list.json().data.data;
    expect(entry).toMatchObject({ id: orgId, name: 'BlueWave Labs', status: 'APPROVED', logoUrl: null });
    expect(entry.openPostingCount).toBeGreaterThanOrEqual(1);
    const any = (await call('GET', '/api/v1/jobs')).json().data.data[0];
    expect((await call('GET', `/api/v1/jobs/${any.id}`)).json().data.isCompanyFollowed).toBe(true);
    expect((await call('DELETE', `/api/v1/organizations/${orgId}/follow`)).json().data).toEqual({ isFollowed: false });
    expect((await call('GET', `/api/v1/users/${talent.id}/followed-companies`)).json().data.totalElementCount).toBe(0);
    expect((await call('PUT', '/api/v1/organizations/999999/follow')).statusCode).toBe(404);
  });
});

describe('who may follow', () => {
  it("refuses companies (403), anonymous callers (401) and another talent's lists (404)", async () => {
    const other = await createVerifiedUser(app, { role: 'NORMAL' });
    expect((await call('PUT', `/api/v1/organizations/${orgId}/follow`, company)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: `/api/v1/organizations/${orgId}/follow` })).statusCode).toBe(401);
    for (const path of ['followed-jobs', 'followed-companies']) {
      expect((await call('GET', `/api/v1/users/${talent.id}/${path}`, other)).statusCode).toBe(404);
      expect((await call('GET', `/api/v1/users/${talent.id}/${path}?page=0`)).statusCode).toBe(400);
    }
  });
});
