import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { companyOf, createTalent } from '../talent-search/talent-search.test-support';

type Company = Awaited<ReturnType<typeof companyOf>>;
type Talent = Awaited<ReturnType<typeof createTalent>>;

let app: TestApp;
let company: Company;
let other: Company;
let talent: Talent;
let second: Talent;

beforeAll(async () => {
  app = await createTestApp();
  company = await companyOf(app, 'Notes Co');
  other = await companyOf(app, 'Other Co');
  talent = await createTalent(app, { firstName: 'Tara' });
  second = await createTalent(app, { firstName: 'Sam' });
});
afterAll(() => app.cleanup());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: { auth: Record<string, string> } = company,
  payload?: unknown,
) => app.inject({ method, url, headers: user.auth, payload: payload as never });
const talentUrl = (orgId: number, id = talent.id) => `/api/v1/organizations/${orgId}/talents/${id}`;

describe('tags', () => {
  it('sets the tag set (trimmed, no repeats), lists the organization tags with counts, filters search by tag', async () => {
    const res = await call('PUT', `${talentUrl(company.orgId)}/tags`, company, {
      tags: [' 면접 예정 ', 'React', 'react'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ talentId: talent.id, tags: ['React', '면접 예정'] });
    await call('PUT', `${talentUrl(company.orgId, second.id)}/tags`, company, { tags: ['React'] });
    expect((await call('GET', `/api/v1/organizations/${company.orgId}/tags`)).json().data).toEqual([
      { tag: 'React', talentCount: 2 },
      { tag: '면접 예정', talentCount: 1 },
    ]);
    expect((await call('GET', `${talentUrl(company.orgId)}/tags`)).json().data.tags).toEqual(['React', '면접 예정']);
    const search = await call('GET', `/api/v1/users/talent?tag=${encodeURIComponent('면접 예정')}`);
    expect(search.json().data.data.map((c: { userId: number }) => c.userId)).toEqual([talent.id]);
    expect(search.json().data.data[0].tags).toEqual(['React', '면접 예정']);
    // Another organization sees none of it.
    const theirs = await call('GET', `/api/v1/users/talent?tag=React`, other);
    expect(theirs.json().data.totalElementCount).toBe(0);
    const theirCards = await call('GET', '/api/v1/users/talent', other);
    expect(theirCards.json().data.data.every((c: { tags: string[] }) => c.tags.length === 0)).toBe(true);
    expect((await call('GET', `/api/v1/organizations/${other.orgId}/tags`, other)).json().data).toEqual([]);

    expect((await call('DELETE', `/api/v1/organizations/${company.orgId}/tags/React`)).json().data).toEqual({
      tag: 'React',
      talentCount: 2,
    });
    expect((await call('DELETE', `/api/v1/organizations/${company.orgId}/tags/React`)).statusCode).toBe(404);
    expect((await call('PUT', `${talentUrl(company.orgId)}/tags`, company, { tags: [] })).json().data.tags).toEqual([]);
  });

  it('rejects bad tags (400) and keeps other organizations (404) and talents (403) out', async () => {
    expect(
      (await call('PUT', `${talentUrl(company.orgId)}/tags`, company, { tags: ['x'.repeat(31)] })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `${talentUrl(company.orgId)}/tags`, company, {
          tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
        })
      ).statusCode,
    ).toBe(400);
    await call('PUT', `${talentUrl(company.orgId)}/tags`, company, { tags: ['private'] });
    for (const [method, url] of [
      ['PUT', `${talentUrl(company.orgId)}/tags`],
      ['GET', `${talentUrl(company.orgId)}/tags`],
      ['GET', `/api/v1/organizations/${company.orgId}/tags`],
      ['DELETE', `/api/v1/organizations/${company.orgId}/tags/private`],
    ] as const) {
      const payload = method === 'PUT' ? { tags: ['x'] } : undefined;
      expect((await call(method, url, other, payload)).statusCode, url).toBe(404);
      expect((await call(method, url, talent, payload)).statusCode, url).toBe(403);
    }
    expect((await call('DELETE', `/api/v1/organizations/${other.orgId}/tags/private`, other)).statusCode).toBe(404);
    expect((await call('PUT', `${talentUrl(company.orgId, 999999)}/tags`, company, { tags: ['x'] })).statusCode).toBe(
      404,
    );
  });
});

describe('memos', () => {
  it('adds, lists, reads, edits and deletes memos with author and time', async () => {
    const url = `${talentUrl(company.orgId)}/memos`;
    const created = await call('POST', url, company, { content: '1차 면접 좋음' });
    expect(created.statusCode).toBe(201);
    const memo = created.json().data;
    expect(memo).toMatchObject({
      talentId: talent.id,
      content: '1차 면접 좋음',
      author: { id: company.id, firstName: 'Test', lastName: 'User' },
    });
    expect(memo.createdAt).toBeTruthy();
    await call('POST', url, company, { content: 'Second' });
    const list = await call('GET', url);
    expect(list.json().data).toMatchObject({ totalElementCount: 2, last: true });
    expect(list.json().data.data[0].content).toBe('Second');
    expect((await call('GET', `${url}/${memo.id}`)).json().data.content).toBe('1차 면접 좋음');
    const edited = await call('PUT', `${url}/${memo.id}`, company, { content: 'Edited' });
    expect(edited.json().data.content).toBe('Edited');
    const preview = await call('GET', talentUrl(company.orgId));
    expect(preview.json().data.associatedInformation.memoCount).toBe(2);
    expect((await call('DELETE', `${url}/${memo.id}`)).json().data).toEqual({ id: memo.id, deleted: true });
    expect((await call('GET', `${url}/${memo.id}`)).statusCode).toBe(404);
    expect((await call('POST', url, company, { content: '  ' })).statusCode).toBe(400);
    expect((await call('POST', url, company, { content: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it("hides another organization's memos (404) and refuses talents (403)", async () => {
    const url = `${talentUrl(company.orgId)}/memos`;
    const memo = (await call('POST', url, company, { content: 'Secret' })).json().data;
    const theirUrl = `${talentUrl(other.orgId)}/memos`;
    for (const [method, target] of [
      ['GET', url],
      ['POST', url],
      ['GET', `${url}/${memo.id}`],
      ['PUT', `${url}/${memo.id}`],
      ['DELETE', `${url}/${memo.id}`],
      ['GET', `${theirUrl}/${memo.id}`],
      ['PUT', `${theirUrl}/${memo.id}`],
      ['DELETE', `${theirUrl}/${memo.id}`],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? { content: 'x' } : undefined;
      expect((await call(method, target, other, payload)).statusCode, `${method} ${target}`).toBe(404);
      expect((await call(method, target, talent, payload)).statusCode, `${method} ${target}`).toBe(403);
    }
    expect((await call('GET', theirUrl, other)).json().data.totalElementCount).toBe(0);
    // The memo is also not reachable through another talent's path.
    expect((await call('GET', `${talentUrl(company.orgId, second.id)}/memos/${memo.id}`)).statusCode).toBe(404);
  });
});
