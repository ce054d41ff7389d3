import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { forgetDashboardAnswers, keptDashboardAnswer } from './talent-recommendations.kept';
import { companyOf, createTalent } from './talent-search.test-support';

/*
 * Company dashboard answers are kept for seconds (decision 056). What a card shows may change with any write, so every
 * write in this process forgets them before it answers; a load that ran while a write landed is not kept.
 */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

describe('kept company dashboard answers', () => {
  it("shows a bookmark, a tag and the talent's own change at the next load after the write", async () => {
    const company = await companyOf(app, 'Kept Co');
    await setOrganizationStatus(app, company.orgId, 'APPROVED');
    await publishPosting(app, company.auth, company.orgId, { jobRoleCategoryIds: [2], skillCategoryIds: [4] });
    const talent = await createTalent(app, {
      firstName: 'Kept',
      roles: [{ categoryId: 2, jobRole: 'Frontend', experienceYears: 3 }],
      stacks: [{ categoryId: 4, skill: 'React', experienceYears: 3 }],
    });
    const as = (user: { auth: Record<string, string> }, url: string, method = 'GET', payload?: unknown) =>
      app.inject({ method: method as 'GET', url, headers: user.auth, payload: payload as never });
    const card = async () => {
      const res = await as(company, '/api/v1/dashboards/talents?size=100');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.data.find((c: { userId: number }) => c.userId === talent.id);
    };
    expect(await card()).toMatchObject({ firstName: 'Kept', isBookMarked: false, tags: [] });
    // Kept: the same answer again (no write between).
    expect(await card()).toMatchObject({ isBookMarked: false });

    const base = `/api/v1/organizations/${company.orgId}`;
    const group = await as(company, `${base}/talent-group`, 'POST', { name: 'Shortlist' });
    expect(group.statusCode, group.body).toBe(201);
    const added = await as(company, `${base}/talent-group/${group.json().data.id}/users/${talent.id}`, 'POST');
    expect(added.statusCode, added.body).toBe(200);
    expect(await card()).toMatchObject({ isBookMarked: true, groupId: group.json().data.id });

    const tagged = await as(company, `${base}/talents/${talent.id}/tags`, 'PUT', { tags: ['frontend'] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect((await card()).tags).toEqual(['frontend']);

    // The talent's own write reaches every company's kept answers.
    const status = await as(talent, `/api/v1/users/${talent.id}/profile/job-seeking-status`, 'PATCH', {
      jobSeekingStatus: 'OPEN_TO_OFFERS',
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(await card()).toMatchObject({ jobSeekingStatus: 'OPEN_TO_OFFERS' });
  });

  it('keeps an answer until a write, and never one loaded while a write landed', async () => {
    const db = app.database.db;
    const key = `unit:${Date.now()}`;
    expect(await keptDashboardAnswer(db, key, async () => 'first')).toBe('first');
    expect(await keptDashboardAnswer(db, key, async () => 'second')).toBe('first');
    forgetDashboardAnswers(db);
    const raced = await keptDashboardAnswer(db, key, async () => {
      forgetDashboardAnswers(db);
      return 'raced';
    });
    expect(raced).toBe('raced');
    expect(await keptDashboardAnswer(db, key, async () => 'after')).toBe('after');
    expect(await keptDashboardAnswer(db, `${key}:other page`, async () => 'other')).toBe('other');
  });
});
