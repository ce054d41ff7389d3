import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { companyOf, createTalent, saveProfile } from '../talent-search/talent-search.test-support';

type Company = Awaited<ReturnType<typeof companyOf>>;
type Talent = Awaited<ReturnType<typeof createTalent>>;

let app: TestApp;
let company: Company;
let other: Company;
let ana: Talent;
let ben: Talent;
let hidden: Talent;

beforeAll(async () => {
  app = await createTestApp();
  company = await companyOf(app, 'Groups Co');
  other = await companyOf(app, 'Other Co');
  ana = await createTalent(app, { firstName: 'Ana' });
  ben = await createTalent(app, { firstName: 'Ben' });
  hidden = await createTalent(app, { firstName: 'Hid', jobSeekingStatus: 'NOT_SEEKING', isJobOffersAcceptable: false });
});
afterAll(() => app.cleanup());

const base = (orgId = company.orgId) => `/api/v1/organizations/${orgId}/talent-group`;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: { auth: Record<string, string> } = company,
  payload?: unknown,
  headers: Record<string, string> = {},
) => app.inject({ method, url, headers: { ...user.auth, ...headers }, payload: payload as never });

async function createGroup(name: string, user: Company = company) {
  const res = await call('POST', base(user.orgId), user, { name });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.id as number;
}

describe('talent groups', () => {
  it('creates, lists, renames and deletes groups; names are unique per organization ignoring case (409)', async () => {
    const id = await createGroup('프론트엔드 후보');
    const dup = await call('POST', base(), company, { name: '프론트엔드 후보' }, { 'accept-language': 'KO' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      errorCode: 'TALENT_GROUP_NAME_TAKEN',
      message: '같은 이름의 그룹이 이미 있습니다.',
    });
    const second = await createGroup('Backend shortlist');
    expect((await call('POST', base(), company, { name: 'BACKEND SHORTLIST' })).statusCode).toBe(409);
    // Another organization may use the same name.
    await createGroup('Backend shortlist', other);
    expect((await call('PUT', `${base()}/${second}`, company, { name: '프론트엔드 후보' })).statusCode).toBe(409);
    const renamed = await call('PUT', `${base()}/${second}`, company, { name: 'Backend finalists' });
    expect(renamed.json().data).toMatchObject({ id: second, name: 'Backend finalists', talentCount: 0 });
    const list = await call('GET', base());
    expect(list.json().data.map((g: { name: string }) => g.name)).toEqual(['프론트엔드 후보', 'Backend finalists']);
    expect((await call('POST', base(), company, { name: '   ' })).statusCode).toBe(400);
    expect((await call('POST', base(), company, { name: 'x', organizationId: 1 })).statusCode).toBe(400);
    expect((await call('DELETE', `${base()}/${id}`)).json().data).toEqual({ id, deleted: true });
    expect((await call('DELETE', `${base()}/${id}`)).statusCode).toBe(404);
  });

  it('bookmarks a talent into one group, moves them between groups, and lists them as cards', async () => {
    const a = await createGroup('Group A');
    const b = await createGroup('Group B');
    const add = await call('POST', `${base()}/${a}/users/${ana.id}`);
    expect(add.json().data).toEqual({ userId: ana.id, isBookMarked: true, groupId: a, groupName: 'Group A' });
    await call('POST', `${base()}/${a}/users/${ben.id}`);
    const moved = await call('POST', `${base()}/${b}/users/${ana.id}`);
    expect(moved.json().data).toMatchObject({ groupId: b });
    expect((await call('GET', `${base()}/users/${ana.id}`)).json().data).toMatchObject({
      groupId: b,
      groupName: 'Group B',
    });

    const inA = await call('GET', `${base()}/users?groupId=${a}`);
    expect(inA.json().data.data.map((c: { userId: number }) => c.userId)).toEqual([ben.id]);
    const all = await call('GET', `${base()}/users?sort=NAME`);
    expect(all.json().data.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Ana', 'Ben']);
    expect(all.json().data.data[0]).toMatchObject({ isBookMarked: true, groupId: b });
    const groups = (await call('GET', base())).json().data;
    expect(groups.find((g: { id: number }) => g.id === a).talentCount).toBe(1);

    // Search cards show the bookmark too.
    const search = await call('GET', '/api/v1/users/talent?size=50');
    expect(search.json().data.data.find((c: { userId: number }) => c.userId === ana.id)).toMatchObject({
      isBookMarked: true,
      groupId: b,
    });

    const removed = await call('DELETE', `${base()}/${b}/users/${ana.id}`);
    expect(removed.json().data).toEqual({ userId: ana.id, isBookMarked: false, groupId: null, groupName: null });
    expect((await call('DELETE', `${base()}/${b}/users/${ana.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${base()}/users/${ana.id}`)).json().data.groupId).toBeNull();
    // Deleting a group un-bookmarks its talents.
    await call('DELETE', `${base()}/${a}`);
    expect((await call('GET', `${base()}/users/${ben.id}`)).json().data.isBookMarked).toBe(false);
  });

  it('filters group lists by tag', async () => {
    const g = await createGroup('Tagged');
    await call('POST', `${base()}/${g}/users/${ana.id}`);
    await call('POST', `${base()}/${g}/users/${ben.id}`);
    await call('PUT', `/api/v1/organizations/${company.orgId}/talents/${ben.id}/tags`, company, { tags: ['urgent'] });
    const res = await call('GET', `${base()}/users?groupId=${g}&tag=urgent`);
    expect(res.json().data.data.map((c: { userId: number }) => c.userId)).toEqual([ben.id]);
    expect(res.json().data.data[0].tags).toEqual(['urgent']);
  });

  it('keeps other organizations out (404), talents out (403), and hidden talents out of groups', async () => {
    const g = await createGroup('Mine');
    const theirs = `${base(other.orgId)}`;
    for (const [method, url] of [
      ['PUT', `${base()}/${g}`],
      ['DELETE', `${base()}/${g}`],
      ['GET', base()],
      ['GET', `${base()}/users?groupId=${g}`],
      ['GET', `${base()}/users/${ana.id}`],
      ['POST', `${base()}/${g}/users/${ana.id}`],
      ['DELETE', `${base()}/${g}/users/${ana.id}`],
      ['GET', `${theirs}/users?groupId=${g}`],
      ['POST', `${theirs}/${g}/users/${ana.id}`],
      ['PUT', `${theirs}/${g}`],
      ['DELETE', `${theirs}/${g}`],
    ] as const) {
      const res = await call(method, url, other, method === 'PUT' ? { name: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      const asTalent = await call(method, url, ana, method === 'PUT' ? { name: 'x' } : undefined);
      expect(asTalent.statusCode, `talent ${method} ${url}`).toBe(403);
    }
    expect((await call('POST', `${base()}/${g}/users/${hidden.id}`)).statusCode).toBe(404);
    expect((await call('POST', `${base()}/${g}/users/${other.id}`)).statusCode).toBe(404);
    expect((await call('POST', `${base()}/${g}/users/999999`)).statusCode).toBe(404);
    expect((await call('GET', `${base()}/users?groupId=abc`)).statusCode).toBe(400);
  });

  it('tells bookmarking organizations (with the flag on) when the talent updates their profile', async () => {
    const g = await createGroup('Watch');
    await call('POST', `${base()}/${g}/users/${ben.id}`);
    const theirs = await call('POST', base(other.orgId), other, { name: 'Theirs' });
    await call('POST', `${base(other.orgId)}/${theirs.json().data.id}/users/${ben.id}`, other);
    const off = await call('PUT', `/api/v1/organizations/users/${other.id}/notifications`, other, {
      emailNotiFlag: true,
      pushNotiFlag: false,
      noticeNotiFlag: true,
      recommendedTalentNotiFlag: true,
      newApplicantNotiFlag: true,
      jobDecisionNotiFlag: true,
      talentProfileUpdateNotiFlag: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await saveProfile(app, ben, { introduction: 'Updated intro' });
    const mine = await call('GET', `/api/v1/organizations/users/${company.id}/notifications`);
    expect(mine.json().data.data[0]).toMatchObject({ type: 'TALENT_PROFILE_UPDATED', params: { talentId: ben.id } });
    const theirsList = await call('GET', `/api/v1/organizations/users/${other.id}/notifications`, other);
    expect(theirsList.json().data.data.some((n: { type: string }) => n.type === 'TALENT_PROFILE_UPDATED')).toBe(false);
    // The talent never learns who bookmarked them.
    const own = await call('GET', `/api/v1/users/${ben.id}/notifications`, ben);
    expect(JSON.stringify(own.json())).not.toContain('Groups Co');
  });
});
