import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { completeProfile, publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { addAttempt, companyOf, createTalent, saveProfile } from './talent-search.test-support';

type Company = Awaited<ReturnType<typeof companyOf>>;
type Talent = Awaited<ReturnType<typeof createTalent>>;

let app: TestApp;
let company: Company;
let other: Company;
let korean: Talent;
let english: Talent;
let junior: Talent;
let hidden: Talent;
let openOnly: Talent;
let designer: Talent;

beforeAll(async () => {
  app = await createTestApp();
  company = await companyOf(app, '검색 회사');
  other = await companyOf(app, 'Other Co');
  korean = await createTalent(app, {
    firstName: '민지',
    introduction: '결제 시스템 백엔드 개발 5년차입니다.',
    roles: [{ categoryId: 1, jobRole: '백엔드 개발자', experienceYears: 5 }],
    stacks: [
      { categoryId: 3, skill: 'Spring Boot', experienceYears: 5 },
      { categoryId: 7, skill: 'PostgreSQL', experienceYears: 4 },
    ],
  });
  english = await createTalent(app, {
    firstName: 'Jonathan',
    country: 'VN',
    introduction: 'I build data pipelines with Kubernetes.',
    roles: [{ categoryId: 2, jobRole: 'Data Engineer', experienceYears: 8 }],
    stacks: [{ categoryId: 5, skill: 'Airflow', experienceYears: 6 }],
  });
  junior = await createTalent(app, {
    firstName: 'Jun',
    introduction: 'Fresh graduate',
    roles: [{ categoryId: 3, jobRole: 'Designer', experienceYears: 1 }],
    stacks: [{ categoryId: 3, skill: 'Node.js', experienceYears: 1 }],
  });
  hidden = await createTalent(app, {
    firstName: 'Hidden',
    jobSeekingStatus: 'NOT_SEEKING',
    isJobOffersAcceptable: false,
    introduction: '백엔드 개발 Kubernetes',
    stacks: [{ categoryId: 3, skill: 'Go', experienceYears: 9 }],
  });
  openOnly = await createTalent(app, {
    firstName: 'Olive',
    jobSeekingStatus: 'NOT_SEEKING',
    isJobOffersAcceptable: true,
    roles: [{ categoryId: 4, jobRole: 'PM', experienceYears: 2 }],
    stacks: [{ categoryId: 9, skill: 'Cypress', experienceYears: 2 }],
  });
  designer = await createTalent(app, {
    firstName: 'Dana',
    roles: [{ categoryId: 3, jobRole: 'UX', experienceYears: 2 }],
    stacks: [{ categoryId: 8, skill: 'Figma', experienceYears: 2 }],
    introduction: 'Interfaces',
  });
});
afterAll(() => app.cleanup());

const search = (query: string, user: { auth: Record<string, string> } = company, headers = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/users/talent?${query}`, headers: { ...user.auth, ...headers } });
const ids = (res: { json: () => { data: { data: { userId: number }[] } } }) =>
  res.json().data.data.map((c) => c.userId);

describe('GET /api/v1/users/talent', () => {
  it('lists only talents who seek work or accept offers, as cards without e-mail', async () => {
    const res = await search('size=50');
    expect(res.statusCode).toBe(200);
    const found = ids(res);
    expect(found).toEqual(expect.arrayContaining([korean.id, english.id, junior.id, openOnly.id, designer.id]));
    expect(found).not.toContain(hidden.id);
    const card = res.json().data.data.find((c: { userId: number }) => c.userId === korean.id);
    expect(card).toMatchObject({
      firstName: '민지',
      country: 'KR',
      jobSeekingStatus: 'ACTIVELY_SEEKING',
      isBookMarked: false,
      groupId: null,
      jobPositionName: '백엔드 개발자',
      totalYears: 5,
      tags: [],
    });
    expect(JSON.stringify(res.json())).not.toContain('@example.com');
    expect(res.json().data).toMatchObject({ pageNumber: 1, last: true, totalElementCount: 5, totalIsCapped: false });
    const paged = (await search('size=2&page=2')).json().data;
    expect(paged).toMatchObject({ pageNumber: 2, last: false, totalElementCount: 5 });
  });

  it('finds a two-syllable Korean keyword (개발) and English substrings, never the hidden talent', async () => {
    const dev = ids(await search(`keyword=${encodeURIComponent('개발')}`));
    expect(dev).toContain(korean.id);
    expect(dev).not.toContain(hidden.id);
    expect(dev).not.toContain(designer.id);
    expect(ids(await search('keyword=ubernet'))).toEqual([english.id]);
    expect(ids(await search('keyword=PIPELINE'))).toEqual([english.id]);
    expect(ids(await search(`keyword=${encodeURIComponent('민지')}`))).toEqual([korean.id]);
    expect(ids(await search(`keyword=${encodeURIComponent('결제 시스템')}`))).toEqual([korean.id]);
    expect(ids(await search('keyword=zz%25_'))).toEqual([]);
  });

  it('filters by skills with minimum years, total years, roles, country, status and offers', async () => {
    expect(ids(await search('skill=3:4'))).toEqual([korean.id]);
    expect(
      (await search('skill=3:1&sort=EXPERIENCE')).json().data.data.map((c: { userId: number }) => c.userId),
    ).toEqual([korean.id, junior.id]);
    expect(ids(await search('skill=3:4&skill=7:4'))).toEqual([korean.id]);
    expect(ids(await search('skill=3:4&skill=7:5'))).toEqual([]);
    expect(ids(await search('skill=3'))).toEqual(expect.arrayContaining([korean.id, junior.id]));
    expect(ids(await search('minTotalYears=6'))).toEqual([english.id]);
    expect(ids(await search('jobRoleCategoryIds=2&jobRoleCategoryIds=4')).sort()).toEqual(
      [english.id, openOnly.id].sort(),
    );
    expect(ids(await search('country=vn'))).toEqual([english.id]);
    expect(ids(await search('jobSeekingStatus=NOT_SEEKING'))).toEqual([openOnly.id]);
    const sorted = ids(await search('sort=EXPERIENCE&size=3'));
    expect(sorted[0]).toBe(english.id);
  });

  it('filters by public passed assessments at a level or higher (the latest result counts)', async () => {
    await addAttempt(app, junior.id, { track: 'BACKEND', level: 2, score: 85 });
    await addAttempt(app, designer.id, { track: 'BACKEND', level: 2, score: 90, isPublic: false });
    await addAttempt(app, openOnly.id, {
      track: 'BACKEND',
      level: 2,
      score: 90,
      endedAt: new Date(Date.now() - 86_400_000),
    });
    await addAttempt(app, openOnly.id, { track: 'BACKEND', level: 2, score: 40 });
    expect(ids(await search('assessment=BACKEND:2'))).toEqual([junior.id]);
    expect(ids(await search('assessment=backend:1'))).toEqual([junior.id]);
    expect(ids(await search('assessment=BACKEND:3'))).toEqual([]);
    const card = (await search('assessment=BACKEND:2')).json().data.data[0];
    expect(card.assessmentInfo.assessments).toEqual([
      expect.objectContaining({ track: 'BACKEND', level: 2, obtainedScore: 85 }),
    ]);
  });

  it('follows profile changes: a talent who closes their profile disappears', async () => {
    const t = await createTalent(app, { firstName: 'Quitter', introduction: 'zzyzx' });
    expect(ids(await search('keyword=zzyzx'))).toEqual([t.id]);
    await saveProfile(app, t, { jobSeekingStatus: 'NOT_SEEKING', isJobOffersAcceptable: false, introduction: 'zzyzx' });
    expect(ids(await search('keyword=zzyzx'))).toEqual([]);
  });

  it('picks up profiles written without the profile service (queued by the triggers)', async () => {
    const { createVerifiedUser } = await import('../../../test/helpers');
    const t = await createVerifiedUser(app, { role: 'NORMAL', firstName: 'Direct' });
    await completeProfile(app, t.id);
    expect(ids(await search('keyword=direct'))).toEqual([t.id]);
  });

  it('refuses talents (403) and bad filters (400, in Korean when asked)', async () => {
    expect((await search('', korean)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/talent' })).statusCode).toBe(401);
    for (const q of [
      'skill=abc',
      'skill=3:99',
      'assessment=COOKING:1',
      'sort=RANDOM',
      'size=1000',
      'minTotalYears=-1',
      'unknown=1',
    ]) {
      expect((await search(q)).statusCode, q).toBe(400);
    }
    const ko = await search('skill=x', company, { 'accept-language': 'KO' });
    expect(ko.json().message).toMatch(/[가-힣]/);
    expect((await search('skill=99999999:3')).statusCode).toBe(200);
  });
});

describe('saved searches', () => {
  it('saves, lists, edits, re-runs and deletes; other organizations get 404', async () => {
    const base = `/api/v1/organizations/${company.orgId}/saved-searches`;
    const created = await app.inject({
      method: 'POST',
      url: base,
      headers: company.auth,
      payload: { name: '시니어 백엔드', query: { skills: [{ categoryId: 3, minYears: 4 }], sort: 'EXPERIENCE' } },
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json().data;
    expect(saved).toMatchObject({
      name: '시니어 백엔드',
      query: { skills: [{ categoryId: 3, minYears: 4 }], sort: 'EXPERIENCE' },
    });
    const list = await app.inject({ method: 'GET', url: base, headers: company.auth });
    expect(list.json().data).toHaveLength(1);
    const run = await app.inject({ method: 'GET', url: `${base}/${saved.id}/talents`, headers: company.auth });
    expect(ids(run)).toContain(korean.id);
    expect(ids(run)).not.toContain(junior.id);
    const edited = await app.inject({
      method: 'PUT',
      url: `${base}/${saved.id}`,
      headers: company.auth,
      payload: { name: 'Data', query: { keyword: 'pipeline' } },
    });
    expect(edited.json().data).toMatchObject({ name: 'Data', query: { keyword: 'pipeline', sort: 'BEST_MATCH' } });
    expect(ids(await app.inject({ method: 'GET', url: `${base}/${saved.id}/talents`, headers: company.auth }))).toEqual(
      [english.id],
    );

    const otherBase = `/api/v1/organizations/${other.orgId}/saved-searches`;
    for (const [method, url] of [
      ['GET', `${otherBase}/${saved.id}`],
      ['PUT', `${otherBase}/${saved.id}`],
      ['DELETE', `${otherBase}/${saved.id}`],
      ['GET', `${otherBase}/${saved.id}/talents`],
      ['GET', `${base}/${saved.id}`],
      ['GET', base],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: other.auth,
        payload: method === 'PUT' ? { name: 'x', query: {} } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: base, headers: korean.auth })).statusCode).toBe(403);
    const bad = await app.inject({
      method: 'POST',
      url: base,
      headers: company.auth,
      payload: { name: 'x', query: { skills: [{ categoryId: 3, minYears: 4 }], isAdmin: true } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: `${base}/${saved.id}`, headers: company.auth })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: `${base}/${saved.id}`, headers: company.auth })).statusCode).toBe(
      404,
    );
  });

  it('keeps names unique per organization, ignoring case, also when two saves race', async () => {
    const base = `/api/v1/organizations/${company.orgId}/saved-searches`;
    const save = (name: string, headers = company.auth, url = base) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'accept-language': 'ko' },
        payload: { name, query: {} },
      });
    const first = await save('Frontend seniors');
    expect(first.statusCode).toBe(201);
    const taken = await save('frontend SENIORS');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'SAVED_SEARCH_NAME_TAKEN',
      message: '같은 이름의 저장된 검색이 이미 있습니다.',
    });
    // Another organization may use the same name.
    expect(
      (await save('Frontend seniors', other.auth, `/api/v1/organizations/${other.orgId}/saved-searches`)).statusCode,
    ).toBe(201);
    // Renaming onto another search's name is refused; keeping one's own name is fine.
    const second = (await save('Backend')).json().data;
    const rename = (name: string) =>
      app.inject({ method: 'PUT', url: `${base}/${second.id}`, headers: company.auth, payload: { name, query: {} } });
    expect((await rename('FRONTEND seniors')).statusCode).toBe(409);
    expect((await rename('backend')).statusCode).toBe(200);
    const raced = await Promise.all([save('Data twins'), save('data twins')]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('GET /api/v1/organizations/{orgId}/talents/{talentId}', () => {
  it('shows the profile with the organization context, hiding the e-mail until the talent applies', async () => {
    await setOrganizationStatus(app, company.orgId, 'APPROVED');
    const postingId = await publishPosting(app, company.auth, company.orgId, {
      skillCategoryIds: [3, 7],
      jobRoleCategoryIds: [1],
      requiredAssessments: [],
      optionalAssessments: [],
    });
    const url = `/api/v1/organizations/${company.orgId}/talents/${korean.id}`;
    const before = await app.inject({ method: 'GET', url: `${url}?postingId=${postingId}`, headers: company.auth });
    expect(before.statusCode).toBe(200);
    const data = before.json().data;
    expect(data).toMatchObject({
      userId: korean.id,
      firstName: '민지',
      associatedInformation: { isBookMarked: false, groupId: null, jobOfferStatus: 'NONE', hasApplied: false },
      assessmentInfo: { email: null, assessments: [] },
    });
    expect(data.match.postingId).toBe(postingId);
    expect(data.match.score).toBeGreaterThan(80);
    expect(data.match.reasons.map((r: { type: string }) => r.type)).toEqual(
      expect.arrayContaining(['SKILL', 'JOB_ROLE', 'ACTIVELY_SEEKING', 'COUNTRY']),
    );
    // Shared catalogue terms come first, then the score's reasons, strongest first.
    const scored = data.match.reasons.filter((r: { type: string }) => r.type !== 'SHARED_TERM');
    expect(scored[0]).toMatchObject({ type: 'SKILL', nameKo: expect.any(String) });

    const apply = await app.inject({ method: 'POST', url: `/api/v1/jobs/${postingId}/apply`, headers: korean.auth });
    expect(apply.statusCode, apply.body).toBeLessThan(300);
    const after = await app.inject({ method: 'GET', url, headers: company.auth });
    expect(after.json().data.assessmentInfo.email).toBe(korean.email);
    expect(after.json().data.associatedInformation.hasApplied).toBe(true);
    expect(after.json().data.match).toBeNull();
    // Another organization still sees no e-mail.
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${other.orgId}/talents/${korean.id}`,
      headers: other.auth,
    });
    expect(theirs.json().data.assessmentInfo.email).toBeNull();
  });

  it('shows only public results; 404 for hidden talents, other organizations and their postings; 403 for talents', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${company.orgId}/talents/${designer.id}`,
      headers: company.auth,
    });
    expect(res.json().data.assessmentInfo.assessments).toEqual([]);
    const jr = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${company.orgId}/talents/${junior.id}`,
      headers: { ...company.auth, 'accept-language': 'ko' },
    });
    expect(jr.json().data.assessmentInfo.assessments[0]).toMatchObject({
      track: 'BACKEND',
      trackName: '백엔드',
      score: 85,
    });
    const otherPosting = await (async () => {
      await setOrganizationStatus(app, other.orgId, 'APPROVED');
      return publishPosting(app, other.auth, other.orgId);
    })();
    for (const [url, user, status] of [
      [`/api/v1/organizations/${company.orgId}/talents/${hidden.id}`, company, 404],
      [`/api/v1/organizations/${company.orgId}/talents/${company.id}`, company, 404],
      [`/api/v1/organizations/${company.orgId}/talents/999999`, company, 404],
      [`/api/v1/organizations/${company.orgId}/talents/${korean.id}`, other, 404],
      [`/api/v1/organizations/${company.orgId}/talents/${korean.id}?postingId=${otherPosting}`, company, 404],
      [`/api/v1/organizations/${company.orgId}/talents/${korean.id}`, korean, 403],
    ] as const) {
      expect((await app.inject({ method: 'GET', url, headers: user.auth })).statusCode, url).toBe(status);
    }
  });
});
