import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { assessmentAttempts } from '../../db/schema/assessments';
import { skills } from '../../db/schema/catalog';
import { jobPostingViews } from '../../db/schema/postings';
import { interestSkills } from '../../db/schema/profiles';
import {
  completeProfile,
  createPosting,
  daysFromNow,
  publishPosting,
  setOrganizationStatus,
  setPostingDates,
  setStatus,
} from './postings.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let nuri: User;
let wave: User;
let pending: User;
let talent: User;
let admin: User;
let nuriOrg: number;
let waveOrg: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  nuri = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트' });
  wave = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'BlueWave Labs' });
  pending = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Pending Corp' });
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  admin = await createVerifiedUser(app, { role: 'NORMAL' });
  await makeAdmin(app, admin.id);
  nuriOrg = nuri.companyId as number;
  waveOrg = wave.companyId as number;
  await setOrganizationStatus(app, nuriOrg, 'APPROVED');
  await setOrganizationStatus(app, waveOrg, 'APPROVED');
  ids.seoulBackend = await publishPosting(app, nuri.auth, nuriOrg, {
    title: '서울 백엔드 개발자',
    city: '서울',
    salaryMin: 5_000_000,
    salaryMax: 7_000_000,
    jobRoleCategoryIds: [1],
    skillCategoryIds: [3],
    endedAt: daysFromNow(20),
  });
  ids.busanDesigner = await publishPosting(app, nuri.auth, nuriOrg, {
    title: '프로덕트 디자이너',
    city: '부산',
    businessOverview: '디자인 시스템을 함께 만들 분을 찾습니다.',
    requiredQualification: 'Figma 경력 2년',
    preferredQualification: null,
    employmentTypes: ['CONTRACT'],
    workModes: ['ON_SITE'],
    salaryType: 'NEGOTIABLE',
    salaryMin: null,
    salaryMax: null,
    jobRoleCategoryIds: [3],
    skillCategoryIds: [8],
    endedAt: daysFromNow(5),
  });
  ids.remoteEngineer = await publishPosting(app, wave.auth, waveOrg, {
    title: 'Edge Inference Engineer',
    country: 'US',
    city: 'Remote',
    businessOverview: 'BlueWave Labs builds on-device machine learning for marine sensors.',
    requiredQualification: 'Three years of embedded Rust or C++.',
    preferredQualification: null,
    workModes: ['REMOTE'],
    currencyCode: 'USD',
    salaryType: 'MONTHLY',
    salaryMin: 6000,
    salaryMax: 9000,
    jobRoleCategoryIds: [2],
    skillCategoryIds: [5],
    requiredAssessments: [{ track: 'BACKEND', level: 2 }],
    endedAt: daysFromNow(40),
  });
  ids.hidden = await createPosting(app, nuri.auth, nuriOrg, { title: '숨긴 개발 공고' });
  ids.future = await publishPosting(app, nuri.auth, nuriOrg, { title: '예정된 개발 공고' });
  await setPostingDates(app, ids.future, daysFromNow(2), daysFromNow(9));
  ids.ended = await publishPosting(app, nuri.auth, nuriOrg, { title: '지난 개발 공고' });
  await setPostingDates(app, ids.ended, daysFromNow(-20), daysFromNow(-1));
  ids.closed = await publishPosting(app, nuri.auth, nuriOrg, { title: '마감된 개발 공고' });
  await setStatus(app, nuri.auth, nuriOrg, ids.closed, 'DELETED');
  // A visible posting of an organization that is no longer approved is not listed.
  await setOrganizationStatus(app, pending.companyId as number, 'APPROVED');
  ids.unapproved = await publishPosting(app, pending.auth, pending.companyId as number, { title: '미승인 개발 공고' });
  await setOrganizationStatus(app, pending.companyId as number, 'PENDING');
});
afterAll(() => app.cleanup());

const search = (q: string, user: User = talent) =>
  app.inject({ method: 'GET', url: `/api/v1/jobs?${q}`, headers: user.auth });
const idsOf = (res: { json: () => { data: { data: { id: number }[] } } }) => res.json().data.data.map((c) => c.id);

describe('GET /api/v1/jobs', () => {
  it('lists only VISIBLE postings of approved organizations inside their dates, newest first', async () => {
    const res = await search('');
    expect(res.statusCode).toBe(200);
    expect(idsOf(res).sort()).toEqual([ids.seoulBackend, ids.busanDesigner, ids.remoteEngineer].sort());
    expect(res.json().data.totalElementCount).toBe(3);
  });

  it('finds the Korean two-syllable words 개발 and 서울 and longer Korean substrings', async () => {
    // 개발 is also the job word "developer" (decision 017): the English engineering posting matches it too.
    expect(idsOf(await search(`keyword=${encodeURIComponent('개발')}`)).sort()).toEqual(
      [ids.seoulBackend, ids.remoteEngineer].sort(),
    );
    expect(idsOf(await search(`keyword=${encodeURIComponent('서울')}`))).toEqual([ids.seoulBackend]);
    expect(idsOf(await search(`keyword=${encodeURIComponent('디자인 시스템')}`))).toEqual([ids.busanDesigner]);
    expect(idsOf(await search(`keyword=${encodeURIComponent('백엔드 개발자')}`))).toEqual([ids.seoulBackend]);
    expect(idsOf(await search(`keyword=${encodeURIComponent('개발 부산')}`))).toEqual([]);
  });

  it('finds English substrings in the title, the text and the company name, in any case', async () => {
    expect(idsOf(await search('keyword=infer'))).toEqual([ids.remoteEngineer]);
    expect(idsOf(await search('keyword=MARINE'))).toEqual([ids.remoteEngineer]);
    expect(idsOf(await search('keyword=bluewave'))).toEqual([ids.remoteEngineer]);
    expect(idsOf(await search(`keyword=${encodeURIComponent('누리소프트')}`)).sort()).toEqual(
      [ids.seoulBackend, ids.busanDesigner].sort(),
    );
    expect(idsOf(await search('keyword=C%2B%2B'))).toEqual([ids.remoteEngineer]);
    expect(idsOf(await search(`keyword=${encodeURIComponent('100%_')}`))).toEqual([]);
  });

  it('filters by country, employment types, work modes and categories (repeated keys)', async () => {
    expect(idsOf(await search('country=us'))).toEqual([ids.remoteEngineer]);
    expect(idsOf(await search('employmentTypes=CONTRACT'))).toEqual([ids.busanDesigner]);
    expect(idsOf(await search('workModes=REMOTE&workModes=ON_SITE')).sort()).toEqual(
      [ids.busanDesigner, ids.remoteEngineer].sort(),
    );
    expect(idsOf(await search('jobRoleCategoryIds=1'))).toEqual([ids.seoulBackend]);
    expect(idsOf(await search('skillCategoryIds=5&skillCategoryIds=8')).sort()).toEqual(
      [ids.busanDesigner, ids.remoteEngineer].sort(),
    );
    expect(idsOf(await search('onlyVerified=true')).length).toBe(3);
  });

  it('filters a salary range across currencies at the fixed rate, and sorts by salary and deadline', async () => {
    // US$6,000–9,000 a month is ₩8.1M–12.15M; ₩5M–7M stays below ₩7.5M.
    expect(idsOf(await search('salaryMin=7500000'))).toEqual([ids.remoteEngineer]);
    expect(idsOf(await search('currencyCode=USD&salaryMax=4000'))).toEqual([ids.seoulBackend]);
    expect(idsOf(await search('currencyCode=USD&salaryMin=1&salaryType=MONTHLY')).sort()).toEqual(
      [ids.seoulBackend, ids.remoteEngineer].sort(),
    );
    expect(idsOf(await search('sort=SALARY'))).toEqual([ids.remoteEngineer, ids.seoulBackend, ids.busanDesigner]);
    expect(idsOf(await search('sort=DEADLINE'))).toEqual([ids.busanDesigner, ids.seoulBackend, ids.remoteEngineer]);
    const paged = await search('sort=DEADLINE&size=2&page=2');
    expect(paged.json().data).toMatchObject({ pageNumber: 2, last: true, totalElementCount: 3 });
    expect(idsOf(paged)).toEqual([ids.remoteEngineer]);
  });

  it('refuses bad filters (400), never a 500', async () => {
    for (const q of [
      'sort=PRICE',
      'country=Korea',
      'employmentTypes=PART_TIME',
      'salaryMin=-1',
      'salaryMin=10&salaryMax=5',
      'currencyCode=EUR',
      'jobRoleCategoryIds=abc',
      `keyword=${'x'.repeat(101)}`,
      'size=101',
      'foo=bar',
    ]) {
      expect((await search(q)).statusCode, q).toBe(400);
    }
    expect((await search(`keyword=${encodeURIComponent("'; drop table job_postings; --")}`)).statusCode).toBe(200);
  });

  it('reaches the first 100 pages and says why a deeper one is refused, in the caller language', async () => {
    expect((await search('page=100')).statusCode).toBe(200);
    const deep = await search('page=101');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().fields).toEqual([
      { path: 'page', key: 'validation.pageTooDeep', message: expect.stringContaining('100') },
    ]);
    const ko = await app.inject({
      method: 'GET',
      url: '/api/v1/jobs?page=101',
      headers: { ...talent.auth, 'accept-language': 'ko' },
    });
    expect(ko.json().fields[0].message).toContain('100페이지');
  });

  it("lists an organization's postings again once it is approved again, and not after (the copied approval)", async () => {
    const companyId = pending.companyId as number;
    await setOrganizationStatus(app, companyId, 'APPROVED');
    expect(idsOf(await search(`keyword=${encodeURIComponent('미승인')}`))).toEqual([ids.unapproved]);
    await setOrganizationStatus(app, companyId, 'PENDING');
    expect(idsOf(await search(`keyword=${encodeURIComponent('미승인')}`))).toEqual([]);
  });

  it('is open to any signed-in role and closed to anonymous callers', async () => {
    expect((await search('', nuri)).statusCode).toBe(200);
    expect((await search('', admin)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/jobs' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/jobs/{id}', () => {
  it('shows the posting with company, salary, assessments and the caller relation', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/jobs/${ids.remoteEngineer}`, headers: talent.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids.remoteEngineer,
      orgSummaryDTO: { id: waveOrg, name: 'BlueWave Labs', status: 'APPROVED' },
      salaryDTO: { min: 6000, max: 9000, currencyCode: 'USD', salaryType: 'MONTHLY' },
      requiredAssessments: [{ track: 'BACKEND', level: 2 }],
      requiredAssessmentsMet: false,
      isApplicable: true,
      isFollowed: false,
      isCompanyFollowed: false,
      application: null,
    });
    const none = await app.inject({ method: 'GET', url: `/api/v1/jobs/${ids.seoulBackend}`, headers: talent.auth });
    expect(none.json().data.requiredAssessmentsMet).toBe(true);
    const asCompany = await app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${ids.remoteEngineer}`,
      headers: nuri.auth,
    });
    expect(asCompany.json().data.requiredAssessmentsMet).toBeNull();
  });

  it('reports required assessments as met once the talent passed the track at that level or above', async () => {
    const passer = await createVerifiedUser(app, { role: 'NORMAL' });
    const met = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/jobs/${ids.remoteEngineer}`, headers: passer.auth })).json().data
        .requiredAssessmentsMet;
    const attempt = (level: number, obtainedScore: number, minutesAgo: number) => ({
      userId: passer.id,
      track: 'BACKEND' as const,
      level,
      status: 'SUBMITTED' as const,
      seed: 1,
      deadlineAt: new Date(),
      endedAt: new Date(Date.now() - minutesAgo * 60_000),
      obtainedScore,
      passed: obtainedScore >= 70,
    });
    await app.database.db.insert(assessmentAttempts).values(attempt(2, 65, 10));
    expect(await met()).toBe(false);
    await app.database.db.insert(assessmentAttempts).values(attempt(3, 90, 5));
    expect(await met()).toBe(true);
  });

  it('hides hidden, not-started and unapproved postings (404) but shows closed and ended ones as not applicable', async () => {
    for (const id of [ids.hidden, ids.future, ids.unapproved, 999_999]) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: talent.auth });
      expect(res.statusCode, String(id)).toBe(404);
    }
    for (const id of [ids.closed, ids.ended]) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: talent.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.isApplicable).toBe(false);
    }
    const preview = await app.inject({ method: 'GET', url: `/api/v1/jobs/${ids.hidden}`, headers: nuri.auth });
    expect(preview.statusCode).toBe(200);
  });

  it('counts a view once per viewer per day and never for the company itself', async () => {
    const id = ids.busanDesigner;
    const view = (user: User) => app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: user.auth });
    const first = (await view(talent)).json().data.viewCount;
    expect((await view(talent)).json().data.viewCount).toBe(first);
    expect((await view(admin)).json().data.viewCount).toBe(first + 1);
    expect((await view(nuri)).json().data.viewCount).toBe(first + 1);
    // The next day counts again.
    await app.database.db
      .update(jobPostingViews)
      .set({ day: '2000-01-01' })
      .where(eq(jobPostingViews.viewerId, talent.id));
    expect((await view(talent)).json().data.viewCount).toBe(first + 2);
  });
});

describe('GET /api/v1/organizations/{id}/job-postings/public', () => {
  it("lists the company's open postings for any signed-in user", async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${nuriOrg}/job-postings/public`,
      headers: talent.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(idsOf(res).sort()).toEqual([ids.seoulBackend, ids.busanDesigner].sort());
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/v1/organizations/999999/job-postings/public',
      headers: talent.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1/organizations/${nuriOrg}/job-postings/public` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v1/user/dashboards/job-postings', () => {
  it('ranks open postings by overlap with the profile and interests, with reasons', async () => {
    const fan = await createVerifiedUser(app, { role: 'NORMAL' });
    await completeProfile(app, fan.id, { roleCategoryId: 1, skillCategoryId: 3 });
    // Any skill of the Data & AI category (5) as an interest.
    const [skill] = await app.database.db
      .select({ id: skills.id })
      .from(skills)
      .where(eq(skills.categoryId, 5))
      .limit(1);
    await app.database.db.insert(interestSkills).values({ userId: fan.id, skillId: skill?.id as number, position: 0 });
    const res = await app.inject({ method: 'GET', url: '/api/v1/user/dashboards/job-postings', headers: fan.auth });
    expect(res.statusCode).toBe(200);
    const data = res.json().data.data;
    expect(data.map((c: { id: number }) => c.id)).toEqual([ids.seoulBackend, ids.remoteEngineer]);
    expect(data[0].score).toBe(5);
    expect(data[0].reasons).toEqual([
      { type: 'JOB_ROLE', categoryId: 1, nameEn: 'Software engineering', nameKo: '개발' },
      { type: 'TECH_STACK', categoryId: 3, nameEn: 'Backend', nameKo: '백엔드' },
    ]);
    expect(data[1].reasons).toEqual([
      { type: 'INTEREST_SKILL', categoryId: 5, nameEn: 'Data & AI', nameKo: '데이터·AI' },
    ]);
  });

  it('falls back to the newest postings without a profile and refuses companies', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/user/dashboards/job-postings', headers: talent.auth });
    expect(res.json().data.totalElementCount).toBe(3);
    expect(res.json().data.data[0].reasons).toEqual([]);
    const company = await app.inject({
      method: 'GET',
      url: '/api/v1/user/dashboards/job-postings',
      headers: nuri.auth,
    });
    expect(company.statusCode).toBe(403);
  });
});
