import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let talent: User;
let other: User;
let company: User;
let admin: User;

beforeAll(async () => {
  app = await createTestApp();
  talent = await createVerifiedUser(app);
  other = await createVerifiedUser(app);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
  admin = await createVerifiedUser(app);
  await makeAdmin(app, admin.id);
});
afterAll(() => app.cleanup());

const education = {
  schoolName: 'KAIST',
  entranceDate: '2014-03',
  graduationDate: '2018-02',
  degree: 'BACHELOR',
  location: 'Daejeon',
  major: 'Computer Science',
  gpa: 4.1,
};
const work = { companyName: 'Kakao', startDate: '2018-03', endDate: '2021-06', position: 'Backend Engineer' };
const project = {
  projectName: 'Payments gateway',
  startDate: '2019-01',
  endDate: '2019-12',
  description: 'Built a settlement service',
};

function fullProfile() {
  return {
    profile: {
      jobSeekingStatus: 'ACTIVELY_SEEKING',
      country: 'kr',
      city: 'Seoul',
      introduction: 'Backend engineer who likes clean APIs.',
    },
    jobRoles: [
      { categoryId: 1, jobRole: 'Backend Developer', experienceYears: 6, isRepresentative: true },
      { categoryId: 1, jobRole: 'DevOps Engineer', experienceYears: 2, isRepresentative: false },
    ],
    techStacks: [
      { categoryId: 1, skill: 'Kotlin', experienceYears: 5 },
      { categoryId: 3, skill: 'Spring Boot', experienceYears: 5 },
    ],
    educations: [
      education,
      {
        ...education,
        schoolName: 'Seoul National University',
        entranceDate: '2018-03',
        graduationDate: '',
        degree: 'MASTER',
        gpa: null,
      },
    ],
    workExperiences: [work, { ...work, companyName: 'Toss', startDate: '2021-07', endDate: null }],
    projects: [project, { ...project, projectName: 'Search revamp', startDate: '2020-02-15', endDate: '' }],
    certificates: [{ issueDate: '2017-08', certName: '정보처리기사', issueOrganization: '한국산업인력공단' }],
    profileUrls: [
      { type: 'GITHUB', url: 'https://github.com/example' },
      { type: 'PERSONAL_WEBSITE', url: 'http://example.dev' },
    ],
  };
}

const put = (user: User, body: unknown, id = user.id, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/users/${id}/profile`,
    headers: { ...user.auth, ...headers },
    payload: body as object,
  });
const get = (user: User, id = user.id) =>
  app.inject({ method: 'GET', url: `/api/v1/users/${id}/profile`, headers: user.auth });

describe('GET and PUT /api/v1/users/{id}/profile', () => {
  it('starts empty with offers acceptable by default', async () => {
    const res = await get(other);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userId: other.id,
      profile: { id: null, isJobOffersAcceptable: true, jobSeekingStatus: null },
      jobRoles: [],
      educations: [],
    });
  });

  it('saves the whole profile, normalises months and computes durations', async () => {
    const res = await put(talent, fullProfile());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.profile).toMatchObject({ country: 'KR', city: 'Seoul', isJobOffersAcceptable: true });
    expect(data.educations).toHaveLength(2);
    expect(data.educations[0]).toMatchObject({ entranceDate: '2014-03-01', graduationDate: '2018-02-01', gpa: 4.1 });
    expect(data.educations[1]).toMatchObject({ graduationDate: null, gpa: null, degree: 'MASTER' });
    expect(data.workExperiences[0]).toMatchObject({
      startDate: '2018-03-01',
      endDate: '2021-06-01',
      durationMonths: 39,
    });
    expect(data.workExperiences[1].endDate).toBeNull();
    expect(data.workExperiences[1].durationMonths).toBeGreaterThan(12);
    expect(data.projects.map((p: { order: number; projectName: string }) => [p.order, p.projectName])).toEqual([
      [1, 'Payments gateway'],
      [2, 'Search revamp'],
    ]);
    expect(data.projects[1]).toMatchObject({ startDate: '2020-02-01', endDate: null });
    expect(data.certificates[0].certName).toBe('정보처리기사');

    const again = await get(talent);
    expect(again.json().data).toEqual(data);
  });

  it('accepts its own whole GET body back and reorders projects by order', async () => {
    const current = (await get(talent)).json().data;
    current.projects[0].order = 2;
    current.projects[1].order = 1;
    // The whole GET body, userId and durationMonths included (read-only, ignored).
    const res = await put(talent, current);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.projects.map((p: { projectName: string }) => p.projectName)).toEqual([
      'Search revamp',
      'Payments gateway',
    ]);
  });

  it('replaces lists: rows left out are removed', async () => {
    const res = await put(talent, { ...fullProfile(), certificates: [], profileUrls: [] });
    expect(res.json().data.certificates).toEqual([]);
    expect((await get(talent)).json().data.profileUrls).toEqual([]);
  });

  it.each([
    [-0.01, 400],
    [0, 200],
    [5, 200],
    [5.01, 400],
  ])('GPA %s → %i, the error pointing at the row', async (gpa, status) => {
    const body = fullProfile();
    body.educations = [education, education, { ...education, gpa }];
    const res = await put(talent, body);
    expect(res.statusCode).toBe(status);
    if (status === 400) {
      expect(res.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fields: [{ path: 'educations[2].gpa', key: 'validation.gpaRange' }],
      });
    }
  });

  it.each([
    ['2020-00', 'validation.month'],
    ['2020-13', 'validation.month'],
    ['2020-1x', 'validation.date'],
  ])('month %s is rejected (%s)', async (month, key) => {
    const body = fullProfile();
    body.workExperiences = [{ ...work, startDate: month }];
    const res = await put(talent, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'workExperiences[0].startDate', key, message: expect.any(String) }]);
  });

  it('accepts months 1 and 12', async () => {
    const body = fullProfile();
    body.workExperiences = [{ ...work, startDate: '2019-1', endDate: '2019-12' }];
    const res = await put(talent, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.workExperiences[0]).toMatchObject({ startDate: '2019-01-01', durationMonths: 11 });
  });

  it.each([
    ['workExperiences', { ...work, startDate: '2021-05', endDate: '2021-04' }, 'endDate'],
    ['educations', { ...education, entranceDate: '2018-03', graduationDate: '2017-02' }, 'graduationDate'],
    ['projects', { ...project, startDate: '2020-05', endDate: '2020-01' }, 'endDate'],
  ])('%s: an end before the start is an error', async (list, row, field) => {
    const res = await put(talent, { ...fullProfile(), [list]: [row] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: `${list}[0].${field}`, key: 'validation.endBeforeStart' });
  });

  it('the same start and end month is fine', async () => {
    const res = await put(talent, { ...fullProfile(), workExperiences: [{ ...work, endDate: work.startDate }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.workExperiences[0].durationMonths).toBe(0);
  });

  it.each([
    ['workExperiences', 'companyName', { ...work, companyName: '  ' }],
    ['workExperiences', 'position', { ...work, position: '' }],
    ['educations', 'schoolName', { ...education, schoolName: ' ' }],
    ['educations', 'location', { ...education, location: '' }],
    ['educations', 'major', { ...education, major: '\t' }],
    ['projects', 'projectName', { ...project, projectName: ' ' }],
    ['projects', 'description', { ...project, description: '' }],
    ['certificates', 'certName', { issueDate: '2020-01', certName: ' ', issueOrganization: 'HRDK' }],
    ['certificates', 'issueOrganization', { issueDate: '2020-01', certName: 'SQLD', issueOrganization: '' }],
    ['profileUrls', 'url', { type: 'GITHUB', url: '  ' }],
    ['jobRoles', 'jobRole', { categoryId: 1, jobRole: ' ', experienceYears: 1, isRepresentative: true }],
  ])('%s: blank %s is required', async (list, field, row) => {
    const res = await put(talent, { ...fullProfile(), [list]: [row] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { path: `${list}[0].${field}`, key: 'validation.required', message: expect.any(String) },
    ]);
  });

  it('requires the entrance date and a valid degree', async () => {
    const { entranceDate: _e, ...noEntrance } = education;
    const res = await put(talent, { ...fullProfile(), educations: [noEntrance, { ...education, degree: 'PHD' }] });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['educations[0].entranceDate', 'educations[1].degree']);
  });

  it('rejects two representative roles and none', async () => {
    const role = { categoryId: 1, jobRole: 'Backend Developer', experienceYears: 3, isRepresentative: true };
    const two = await put(talent, { ...fullProfile(), jobRoles: [role, { ...role, jobRole: 'Data Engineer' }] });
    expect(two.statusCode).toBe(400);
    expect(two.json().fields[0]).toMatchObject({
      path: 'jobRoles[1].isRepresentative',
      key: 'validation.oneRepresentative',
    });
    const none = await put(talent, { ...fullProfile(), jobRoles: [{ ...role, isRepresentative: false }] });
    expect(none.json().fields[0]).toMatchObject({ path: 'jobRoles', key: 'validation.oneRepresentative' });
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/x', 'github.com/me', 'data:text/html,hi'])(
    'rejects link %s',
    async (url) => {
      const res = await put(talent, { ...fullProfile(), profileUrls: [{ type: 'PORTFOLIO', url }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0]).toMatchObject({ path: 'profileUrls[0].url', key: 'validation.url' });
    },
  );

  it('rejects an unknown link type', async () => {
    const res = await put(talent, { ...fullProfile(), profileUrls: [{ type: 'LINKEDIN', url: 'https://x.dev' }] });
    expect(res.json().fields[0].path).toBe('profileUrls[0].type');
  });

  it('rejects unknown fields anywhere', async () => {
    const top = await put(talent, { ...fullProfile(), role: 'ADMIN' });
    expect(top.statusCode).toBe(400);
    expect(top.json().fields[0]).toMatchObject({ path: 'role', key: 'validation.unknownField' });
    const body = fullProfile();
    const nested = await put(talent, { ...body, educations: [{ ...education, role: 'ADMIN' }] });
    expect(nested.json().fields[0]).toMatchObject({ path: 'educations[0].role', key: 'validation.unknownField' });
  });

  it('ignores the read-only userId of a GET body: the path names the talent', async () => {
    const res = await put(talent, { ...fullProfile(), userId: talent.id + 1000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userId).toBe(talent.id);
  });

  it('checks the country and catalogue ids on the server', async () => {
    const body = fullProfile();
    const country = await put(talent, { ...body, profile: { ...body.profile, country: 'XX' } });
    expect(country.statusCode).toBe(400);
    expect(country.json().fields[0]).toMatchObject({ path: 'profile.country', key: 'validation.country' });
    const category = await put(talent, {
      ...body,
      techStacks: [{ categoryId: 99999, skill: 'Cobol', experienceYears: 1 }],
    });
    expect(category.json().fields[0]).toMatchObject({
      path: 'techStacks[0].categoryId',
      key: 'validation.unknownCategory',
    });
  });

  it('rejects ids beyond the database range with 400', async () => {
    const res = await put(talent, {
      ...fullProfile(),
      techStacks: [{ categoryId: 99_999_999_999, skill: 'Go', experienceYears: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect((await get(admin, 99_999_999_999)).statusCode).toBe(400);
  });

  it('limits lengths, counts and numbers', async () => {
    const body = fullProfile();
    const long = await put(talent, { ...body, profile: { ...body.profile, city: 'x'.repeat(101) } });
    expect(long.json().fields[0]).toMatchObject({ path: 'profile.city', key: 'validation.tooLong' });
    const many = await put(talent, { ...body, profileUrls: Array.from({ length: 11 }, () => body.profileUrls[0]) });
    expect(many.json().fields[0]).toMatchObject({ path: 'profileUrls', key: 'validation.tooMany' });
    const years = await put(talent, { ...body, techStacks: [{ categoryId: 1, skill: 'Go', experienceYears: -1 }] });
    expect(years.json().fields[0]).toMatchObject({
      path: 'techStacks[0].experienceYears',
      key: 'validation.numberRange',
    });
    const wrongType = await put(talent, { ...body, educations: [{ ...education, gpa: '4.0' }] });
    expect(wrongType.statusCode).toBe(400);
  });

  it('rejects a photo that is not one of the caller’s uploads', async () => {
    const body = fullProfile();
    const res = await put(talent, {
      ...body,
      profile: { ...body.profile, profileImgUrl: 'https://evil.example/x.png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'profile.profileImgUrl', key: 'validation.ownImage' });
  });

  it('answers in Korean for Korean callers', async () => {
    const body = fullProfile();
    body.educations = [{ ...education, gpa: 5.01 }];
    const res = await put(talent, body, talent.id, { 'accept-language': 'KO' });
    expect(res.json()).toMatchObject({
      message: '입력 내용을 확인해 주세요.',
      fields: [{ path: 'educations[0].gpa', message: '학점은 0에서 5 사이여야 합니다.' }],
    });
  });

  it('never serves or changes another user’s profile', async () => {
    expect((await get(other, talent.id)).statusCode).toBe(404);
    expect((await put(other, fullProfile(), talent.id)).statusCode).toBe(404);
    expect((await get(other, 999_999)).statusCode).toBe(404);
  });

  it('lets an admin read but not write; companies get 403; anonymous 401', async () => {
    const read = await get(admin, talent.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.userId).toBe(talent.id);
    expect((await put(admin, fullProfile(), talent.id)).statusCode).toBe(403);
    expect((await get(company, talent.id)).statusCode).toBe(403);
    expect((await put(company, fullProfile(), company.id)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1/users/${talent.id}/profile` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('UNAUTHENTICATED');
    const anonymousPut = await app.inject({ method: 'PUT', url: `/api/v1/users/${talent.id}/profile`, payload: {} });
    expect(anonymousPut.statusCode).toBe(401);
  });

  it('rejects a bad id and malformed JSON with 400, not 500', async () => {
    expect((await get(talent, 'abc' as unknown as number)).statusCode).toBe(400);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${talent.id}/profile`,
      headers: { ...talent.auth, 'content-type': 'application/json' },
      payload: '{"profile":',
    });
    expect(res.statusCode).toBe(400);
  });
});
