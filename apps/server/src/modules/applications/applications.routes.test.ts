import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { applications } from '../../db/schema/applications';
import { notifications } from '../../db/schema/notifications';
import {
  completeProfile,
  createPosting,
  daysFromNow,
  publishPosting,
  setOrganizationStatus,
  setPostingDates,
  setStatus,
} from '../postings/postings.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let company: User;
let talent: User;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트' });
  talent = await createVerifiedUser(app, { role: 'NORMAL', firstName: '민지' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
  await completeProfile(app, talent.id);
});
afterAll(() => app.cleanup());

const apply = (id: number, user: User = talent, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/jobs/${id}/apply`, headers: { ...user.auth, ...headers } });
const cancel = (id: number, user: User = talent) =>
  app.inject({ method: 'POST', url: `/api/v1/jobs/${id}/cancel-application`, headers: user.auth });
const cardOf = async (id: number) =>
  (
    await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/job-postings/${id}`, headers: company.auth })
  ).json().data;

describe('POST /api/v1/jobs/{id}/apply', () => {
  it('applies once, counts the applicant and notifies the company', async () => {
    const id = await publishPosting(app, company.auth, orgId, { title: '서버 개발자' });
    const res = await apply(id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ jobPostingId: id, status: 'APPLIED', applicantCount: 1 });
    expect((await cardOf(id)).applicantCount).toBe(1);
    const [note] = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, company.id), eq(notifications.type, 'NEW_APPLICANT')));
    expect(note?.params).toMatchObject({ jobPostingId: id, title: '서버 개발자' });
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/users/${company.id}/notifications`,
      headers: { ...company.auth, 'accept-language': 'ko' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data[0].message).toBe('"서버 개발자" 공고에 새로운 지원자가 있습니다.');

    const twice = await apply(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('ALREADY_APPLIED');
    expect((await cardOf(id)).applicantCount).toBe(1);
  });

  it('refuses hidden, not-started and unknown postings (404) and closed or ended ones (409)', async () => {
    const hidden = await createPosting(app, company.auth, orgId);
    const future = await publishPosting(app, company.auth, orgId);
    await setPostingDates(app, future, daysFromNow(1), daysFromNow(5));
    for (const id of [hidden, future, 999_999]) expect((await apply(id)).statusCode, String(id)).toBe(404);
    const ended = await publishPosting(app, company.auth, orgId);
    await setPostingDates(app, ended, daysFromNow(-9), daysFromNow(-1));
    const closed = await publishPosting(app, company.auth, orgId);
    await setStatus(app, company.auth, orgId, closed, 'DELETED');
    for (const id of [ended, closed]) {
      const res = await apply(id, talent, { 'accept-language': 'KO' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'POSTING_CLOSED',
        message: '마감된 공고로 더 이상 지원할 수 없습니다.',
      });
    }
  });

  it('refuses postings of an organization that is not approved (404)', async () => {
    const other = await createVerifiedUser(app, { role: 'ORGANIZATION' });
    await setOrganizationStatus(app, other.companyId as number, 'APPROVED');
    const id = await publishPosting(app, other.auth, other.companyId as number);
    await setOrganizationStatus(app, other.companyId as number, 'REJECTED');
    expect((await apply(id)).statusCode).toBe(404);
  });

  it('tells a talent with an incomplete profile what is missing (409 PROFILE_INCOMPLETE)', async () => {
    const id = await publishPosting(app, company.auth, orgId);
    const newcomer = await createVerifiedUser(app, { role: 'NORMAL' });
    const res = await apply(id, newcomer, { 'accept-language': 'ko' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('PROFILE_INCOMPLETE');
    expect(res.json().fields).toEqual([
      { path: 'profile', key: 'validation.profileMissing', message: '프로필을 작성해 주세요.' },
      {
        path: 'jobRoles',
        key: 'validation.representativeRoleMissing',
        message: '직무를 추가하고 대표 직무로 지정해 주세요.',
      },
      { path: 'techStacks', key: 'validation.techStackMissing', message: '기술 스택을 하나 이상 추가해 주세요.' },
    ]);
    expect((await cardOf(id)).applicantCount).toBe(0);
  });

  it('refuses companies (403) and anonymous callers (401)', async () => {
    const id = await publishPosting(app, company.auth, orgId);
    expect((await apply(id, company)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/v1/jobs/${id}/apply` })).statusCode).toBe(401);
    expect((await cancel(id, company)).statusCode).toBe(403);
  });

  it('keeps the count exact under concurrent applications', async () => {
    const id = await publishPosting(app, company.auth, orgId);
    const talents = await Promise.all(
      [1, 2, 3].map(async () => {
        const t = await createVerifiedUser(app, { role: 'NORMAL' });
        await completeProfile(app, t.id);
        return t;
      }),
    );
    const results = await Promise.all([...talents, talents[0] as User].map((t) => apply(id, t)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409]);
    expect((await cardOf(id)).applicantCount).toBe(3);
  });
});

describe('POST /api/v1/jobs/{id}/cancel-application', () => {
  it('withdraws before a decision, lowers the count, and allows applying again', async () => {
    const id = await publishPosting(app, company.auth, orgId);
    await apply(id);
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'WITHDRAWN', applicantCount: 0 });
    expect((await cancel(id)).statusCode).toBe(404);
    const again = await apply(id);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ status: 'APPLIED', applicantCount: 1 });
  });

  it('refuses cancelling a decided application (409) and a posting never applied to (404)', async () => {
    const id = await publishPosting(app, company.auth, orgId);
    await apply(id);
    await app.database.db
      .update(applications)
      .set({ status: 'OFFERED' })
      .where(and(eq(applications.postingId, id), eq(applications.userId, talent.id)));
    const res = await cancel(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('APPLICATION_DECIDED');
    const untouched = await publishPosting(app, company.auth, orgId);
    expect((await cancel(untouched)).statusCode).toBe(404);
  });

  it('keeps a posting with applications from being deleted (close it instead)', async () => {
    const id = await publishPosting(app, company.auth, orgId);
    await apply(id);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${orgId}/job-postings/${id}`,
      headers: company.auth,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().errorCode).toBe('POSTING_HAS_APPLICATIONS');
  });
});

describe('GET /api/v1/users/{id}/applications and /api/v1/user/dashboards/my/applications', () => {
  let me: User;
  let first: number;
  let second: number;

  beforeAll(async () => {
    me = await createVerifiedUser(app, { role: 'NORMAL' });
    await completeProfile(app, me.id);
    first = await publishPosting(app, company.auth, orgId, { title: 'First', endedAt: daysFromNow(50) });
    second = await publishPosting(app, company.auth, orgId, { title: 'Second', endedAt: daysFromNow(10) });
    await apply(first, me);
    await apply(second, me);
    await cancel(second, me);
  });

  const list = (q = '', user: User = me, id = me.id) =>
    app.inject({ method: 'GET', url: `/api/v1/users/${id}/applications?${q}`, headers: user.auth });

  it('returns the talent-side shape, most recent first by default, page 1 of size 10', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ pageNumber: 1, last: true, totalElementCount: 2 });
    expect(page.data.map((a: { jobPostingId: number }) => a.jobPostingId)).toEqual([second, first]);
    expect(page.data[1]).toMatchObject({
      userId: me.id,
      jobPostingId: first,
      status: 'APPLIED',
      title: 'First',
      employmentType: 'FULL_TIME',
      country: 'KR',
      companyName: '누리소프트',
      salary: { min: 4_000_000, max: 6_000_000, currencyCode: 'KRW', salaryType: 'MONTHLY' },
      openedAt: null,
      dateOffered: null,
      interviews: [],
      interview: null,
    });
    expect((await list('direction=DESC')).json().data.data[0].jobPostingId).toBe(first);
  });

  it('filters by status and sorts by deadline', async () => {
    const applied = (await list('status=APPLIED')).json().data.data;
    expect(applied.map((a: { jobPostingId: number }) => a.jobPostingId)).toEqual([first]);
    const both = (await list('status=APPLIED&status=WITHDRAWN&sort=DEADLINE')).json().data.data;
    expect(both.map((a: { jobPostingId: number }) => a.jobPostingId)).toEqual([second, first]);
    expect((await list('status=OPEN')).statusCode).toBe(400);
  });

  it('keeps the total on every page, past the last one too', async () => {
    const second = (await list('size=1&page=2')).json().data;
    expect(second).toMatchObject({ pageNumber: 2, last: true, totalElementCount: 2 });
    expect(second.data.map((a: { jobPostingId: number }) => a.jobPostingId)).toEqual([first]);
    const past = (await list('size=1&page=3&status=APPLIED&status=WITHDRAWN')).json().data;
    expect(past).toMatchObject({ data: [], pageNumber: 3, last: true, totalElementCount: 2 });
  });

  it("answers each talent with their own rows through the same statement (one shape, another talent's values)", async () => {
    const other = await createVerifiedUser(app, { role: 'NORMAL' });
    await completeProfile(app, other.id);
    await apply(first, other);
    for (const [who, expected] of [
      [me, [second, first]],
      [other, [first]],
      [me, [second, first]],
    ] as const) {
      const page = (await list('', who, who.id)).json().data;
      expect(page.totalElementCount).toBe(expected.length);
      expect(page.data.map((a: { jobPostingId: number; userId: number }) => [a.jobPostingId, a.userId])).toEqual(
        expected.map((p) => [p, who.id]),
      );
    }
  });

  it("gives another talent's list a 404 and companies a 403", async () => {
    expect((await list('', talent)).statusCode).toBe(404);
    expect((await list('', company, me.id)).statusCode).toBe(403);
  });

  it('serves the dashboard list for the caller', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/user/dashboards/my/applications?size=1',
      headers: me.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pageNumber: 1, last: false, totalElementCount: 2 });
  });
});
