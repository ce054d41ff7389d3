import { ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers';
import { applications } from '../db/schema/applications';
import { jobPostings } from '../db/schema/postings';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TALENTS } from './demo-accounts';
import { seedDemoData } from './seed-demo';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.database.db);
});
afterAll(() => app.cleanup());

const get = async (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('demo postings', () => {
  it('fill the careers page in both languages, with exact applicant counts', async () => {
    const talent = await signIn(app, DEMO_TALENTS[0].email, DEMO_PASSWORD);
    const all = (await get('/api/v1/jobs?size=50', talent)).json().data;
    expect(all.totalElementCount).toBeGreaterThanOrEqual(8);
    const korean = (await get(`/api/v1/jobs?keyword=${encodeURIComponent('개발')}`, talent)).json().data;
    expect(korean.totalElementCount).toBeGreaterThanOrEqual(3);
    const english = (await get('/api/v1/jobs?keyword=engineer', talent)).json().data;
    expect(english.totalElementCount).toBeGreaterThanOrEqual(2);
    const counted = await app.database.db
      .select({ postingId: applications.postingId, n: sql<number>`count(*)::int` })
      .from(applications)
      .where(ne(applications.status, 'WITHDRAWN'))
      .groupBy(applications.postingId);
    const rows = await app.database.db.select().from(jobPostings);
    for (const row of rows) {
      expect(row.applicantCount, row.title).toBe(counted.find((c) => c.postingId === row.id)?.n ?? 0);
    }
    const mine = (await get('/api/v1/user/dashboards/my/applications', talent)).json().data;
    expect(mine.totalElementCount).toBe(2);
  });

  it("fill the company's management list with every status", async () => {
    const company = await signIn(app, DEMO_COMPANIES[0].email, DEMO_PASSWORD);
    const me = (await get('/api/v1/user', company)).json().data;
    const list = (await get(`/api/v1/organizations/${me.companyId}/job-postings?size=50`, company)).json().data;
    expect(new Set(list.data.map((c: { status: string }) => c.status))).toEqual(new Set(['VISIBLE', 'HIDDEN']));
    expect(new Set(list.data.map((c: { jobPostingProgressStatus: string }) => c.jobPostingProgressStatus))).toEqual(
      new Set(['NOT_STARTED', 'IN_PROGRESS', 'ENDED']),
    );
  });
});
