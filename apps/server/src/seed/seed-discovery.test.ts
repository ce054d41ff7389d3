import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers';
import { DEMO_COMPANIES, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoData } from './seed-demo';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.database.db);
});
afterAll(() => app.cleanup());

describe('demo discovery data', () => {
  it('gives the demo companies groups, bookmarks, tags and memos, and searchable talents', async () => {
    const token = await signIn(app, DEMO_COMPANIES[0].email, DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const me = (await app.inject({ method: 'GET', url: '/api/v1/user', headers: auth })).json().data;
    const groups = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${me.companyId}/talent-group`,
      headers: auth,
    });
    expect(groups.json().data.map((g: { name: string }) => g.name)).toEqual(['프론트엔드 후보', 'Backend shortlist']);
    const members = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${me.companyId}/talent-group/users`,
      headers: auth,
    });
    expect(members.json().data.totalElementCount).toBe(3);
    const tags = await app.inject({ method: 'GET', url: `/api/v1/organizations/${me.companyId}/tags`, headers: auth });
    expect(tags.json().data.length).toBeGreaterThan(0);
    const search = await app.inject({
      method: 'GET',
      url: `/api/v1/users/talent?keyword=${encodeURIComponent('개발')}`,
      headers: auth,
    });
    expect(search.json().data.totalElementCount).toBeGreaterThan(0);
  });
});
