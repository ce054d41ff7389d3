import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { profileTechStacks } from '../../db/schema/profiles';
import { postingBody, publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { addAttempt, companyOf, createTalent, saveProfile } from './talent-search.test-support';

type Company = Awaited<ReturnType<typeof companyOf>>;

let app: TestApp;
let company: Company;
let other: Company;

beforeAll(async () => {
  app = await createTestApp();
  company = await companyOf(app, 'Reco Co');
  other = await companyOf(app, 'Other Co');
  await setOrganizationStatus(app, company.orgId, 'APPROVED');
});
afterAll(() => app.cleanup());

const get = (url: string, user: { auth: Record<string, string> } = company) =>
  app.inject({ method: 'GET', url, headers: user.auth });

describe('GET /api/v1/dashboards/talents', () => {
  it('ranks talents by the match score against the open postings, with reasons', async () => {
    const postingId = await publishPosting(app, company.auth, company.orgId, {
      jobRoleCategoryIds: [1],
      skillCategoryIds: [3],
      requiredAssessments: [{ track: 'BACKEND', level: 1 }],
      optionalAssessments: [],
    });
    const strong = await createTalent(app, {
      firstName: 'Strong',
      roles: [{ categoryId: 1, jobRole: 'Backend', experienceYears: 6 }],
      stacks: [{ categoryId: 3, skill: 'Go', experienceYears: 6 }],
    });
    await addAttempt(app, strong.id, { track: 'BACKEND', level: 2, score: 90 });
    const weak = await createTalent(app, {
      firstName: 'Weak',
      jobSeekingStatus: 'OPEN_TO_OFFERS',
      country: 'VN',
      roles: [{ categoryId: 3, jobRole: 'Designer', experienceYears: 1 }],
      stacks: [{ categoryId: 3, skill: 'PHP', experienceYears: 0 }],
    });
    await createTalent(app, {
      firstName: 'Unrelated',
      roles: [{ categoryId: 5, jobRole: 'Marketer', experienceYears: 3 }],
      stacks: [{ categoryId: 8, skill: 'Figma', experienceYears: 3 }],
    });
    await createTalent(app, {
      firstName: 'Hidden',
      jobSeekingStatus: 'NOT_SEEKING',
      isJobOffersAcceptable: false,
      stacks: [{ categoryId: 3, skill: 'Go', experienceYears: 9 }],
    });
    const res = await get('/api/v1/dashboards/talents?page=1&size=10&type=RECOMMENDED');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.data.map((c: { userId: number }) => c.userId)).toEqual([strong.id, weak.id]);
    expect(data.totalElementCount).toBe(2);
    expect(data.matchedPostingCount).toBe(1);
    expect(data.data[0]).toMatchObject({ score: 100, postingId, firstName: 'Strong' });
    expect(data.data[0].reasons.map((r: { type: string }) => r.type)).toEqual(
      expect.arrayContaining(['SKILL', 'JOB_ROLE', 'ASSESSMENT', 'ACTIVELY_SEEKING', 'COUNTRY']),
    );
    expect(data.data[1].score).toBeLessThan(data.data[0].score);
    expect(data.data[0].assessmentInfo.assessments).toEqual([expect.objectContaining({ track: 'BACKEND', level: 2 })]);

    // The cards (read with everything they show in one statement) carry the company's group and tags, not another's.
    const call = (url: string, payload: object, by: Company = company, method: 'POST' | 'PUT' = 'POST') =>
      app.inject({ method, url, headers: by.auth, payload });
    const group = await call(`/api/v1/organizations/${company.orgId}/talent-group`, { name: '추천 후보' });
    const groupId = group.json().data.id as number;
    expect(
      (await call(`/api/v1/organizations/${company.orgId}/talent-group/${groupId}/users/${strong.id}`, {})).statusCode,
    ).toBe(200);
    const tag = (by: Company, tags: string[]) =>
      call(`/api/v1/organizations/${by.orgId}/talents/${strong.id}/tags`, { tags }, by, 'PUT');
    expect((await tag(company, ['면접 제안'])).statusCode).toBe(200);
    expect((await tag(other, ['theirs'])).statusCode).toBe(200);
    const kept = (await get('/api/v1/dashboards/talents?page=1&size=10&type=RECOMMENDED')).json().data.data;
    expect(kept[0]).toMatchObject({ userId: strong.id, groupId, isBookMarked: true, tags: ['면접 제안'] });
    expect(kept[1]).toMatchObject({ userId: weak.id, groupId: null, isBookMarked: false, tags: [] });

    const one = await get(`/api/v1/dashboards/talents?type=POSTING&postingId=${postingId}&size=1`);
    expect(one.json().data).toMatchObject({ last: false, totalElementCount: 2 });
    expect(one.json().data.data[0].userId).toBe(strong.id);

    // Rankings are kept for a minute, but a saved profile or a changed posting shows at the next load.
    await addAttempt(app, weak.id, { track: 'BACKEND', level: 3, score: 95 });
    await saveProfile(app, weak, {
      roles: [{ categoryId: 1, jobRole: 'Backend', experienceYears: 9 }],
      stacks: [{ categoryId: 3, skill: 'Go', experienceYears: 9 }],
    });
    const after = (await get('/api/v1/dashboards/talents?type=RECOMMENDED')).json().data.data;
    expect(after.find((c: { userId: number }) => c.userId === weak.id)?.score).toBe(100);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${company.orgId}/job-postings/${postingId}`,
      headers: company.auth,
      payload: postingBody({
        jobRoleCategoryIds: [1],
        skillCategoryIds: [8],
        requiredAssessments: [{ track: 'BACKEND', level: 1 }],
        optionalAssessments: [],
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const reranked = (await get('/api/v1/dashboards/talents?type=RECOMMENDED')).json().data.data;
    expect(reranked.every((c: { score: number }) => c.score < 100)).toBe(true);
  });

  it('ranks again at once after a profile change that only queued its document (written around the service)', async () => {
    const own = await companyOf(app, 'Queue Co');
    await setOrganizationStatus(app, own.orgId, 'APPROVED');
    await publishPosting(app, own.auth, own.orgId, {
      jobRoleCategoryIds: [7],
      skillCategoryIds: [9],
      requiredAssessments: [],
      optionalAssessments: [],
    });
    const talent = await createTalent(app, {
      firstName: 'Queued',
      roles: [{ categoryId: 7, jobRole: 'Analyst', experienceYears: 4 }],
      stacks: [{ categoryId: 2, skill: 'Swift', experienceYears: 4 }],
    });
    const scoreOf = async () =>
      (await get('/api/v1/dashboards/talents', own))
        .json()
        .data.data.find((c: { userId: number }) => c.userId === talent.id)?.score as number | undefined;
    const before = await scoreOf();
    expect(before).toBeDefined();
    // The trigger queues the talent; the next load rebuilds the queue before it reads the ranking's version.
    await app.database.db
      .update(profileTechStacks)
      .set({ categoryId: 9 })
      .where(eq(profileTechStacks.userId, talent.id));
    expect(await scoreOf()).toBeGreaterThan(before as number);
  });

  it('works without postings, and keeps other organizations, talents and bad input out', async () => {
    const res = await get('/api/v1/dashboards/talents', other);
    expect(res.statusCode).toBe(200);
    // Nothing to match against: recent talents, with no score (never a meaningless 100) and no reasons.
    const page = res.json().data;
    expect(page.matchedPostingCount).toBe(0);
    expect(page.data.length).toBeGreaterThan(0);
    for (const card of page.data) expect(card).toMatchObject({ score: null, postingId: null, reasons: [] });
    const postingId = (await get('/api/v1/dashboards/talents')).json().data.data[0].postingId;
    expect((await get(`/api/v1/dashboards/talents?type=POSTING&postingId=${postingId}`, other)).statusCode).toBe(404);
    expect((await get('/api/v1/dashboards/talents?type=POSTING')).statusCode).toBe(400);
    expect((await get('/api/v1/dashboards/talents?type=OTHER')).statusCode).toBe(400);
    const talent = await createTalent(app, { firstName: 'Tess' });
    expect((await get('/api/v1/dashboards/talents', talent)).statusCode).toBe(403);
  });
});
