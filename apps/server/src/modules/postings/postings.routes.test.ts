import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import {
  createPosting,
  daysFromNow,
  postingBody,
  setOrganizationStatus,
  setPostingDates,
  setStatus,
} from './postings.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let company: User;
let other: User;
let talent: User;
let orgId: number;
let otherOrgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트' });
  other = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Other Corp' });
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  orgId = company.companyId as number;
  otherOrgId = other.companyId as number;
});
afterAll(() => app.cleanup());

const url = (id?: number, org = orgId) =>
  id === undefined ? `/api/v1/organizations/${org}/job-posting` : `/api/v1/organizations/${org}/job-postings/${id}`;

describe('POST /api/v1/organizations/{orgId}/job-posting', () => {
  it('creates a HIDDEN draft with the card fields, normalized values and no counts', async () => {
    const res = await app.inject({
      method: 'POST',
      url: url(),
      headers: company.auth,
      payload: postingBody({ country: 'kr', employmentTypes: ['FULL_TIME', 'FULL_TIME', 'CONTRACT'] }),
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      title: '백엔드 개발자 (Kotlin)',
      status: 'HIDDEN',
      jobPostingProgressStatus: 'IN_PROGRESS',
      country: 'KR',
      employmentTypes: ['FULL_TIME', 'CONTRACT'],
      salaryDTO: { min: 4_000_000, max: 6_000_000, currencyCode: 'KRW', salaryType: 'MONTHLY' },
      orgSummaryDTO: { id: orgId, name: '누리소프트', status: 'NOT_APPLIED', logoUrl: null },
      viewCount: 0,
      applicantCount: 0,
      aiSummary: null,
      optionalAssessments: [{ track: 'BACKEND', level: 2 }],
      otherDetails: null,
    });
  });

  it('stores an extractive summary when useAiSummary is on', async () => {
    const res = await app.inject({
      method: 'POST',
      url: url(),
      headers: company.auth,
      payload: postingBody({
        useAiSummary: true,
        businessOverview:
          '누리소프트는 중소기업을 위한 클라우드 협업 도구를 만듭니다. 협업 도구의 서버를 함께 개발할 백엔드 개발자를 찾습니다. 사무실에는 커피 머신이 있습니다.',
      }),
    });
    expect(res.statusCode).toBe(201);
    const summary = res.json().data.aiSummary as string;
    expect(summary).toContain('협업 도구');
    expect(summary).not.toContain('커피');
  });

  it.each([
    ['min above max', { salaryMin: 7_000_000, salaryMax: 6_000_000 }, 'salaryMax', 'validation.salaryRange'],
    ['negotiable with amounts', { salaryType: 'NEGOTIABLE' }, 'salaryMin', 'validation.salaryNegotiable'],
    ['no amount', { salaryMin: null, salaryMax: null }, 'salaryMin', 'validation.salaryRequired'],
    [
      'end before start',
      { startedAt: daysFromNow(5), endedAt: daysFromNow(1) },
      'endedAt',
      'validation.endBeforeStart',
    ],
    ['no employment type', { employmentTypes: [] }, 'employmentTypes', 'validation.required'],
    ['unknown employment type', { employmentTypes: ['PART_TIME'] }, 'employmentTypes[0]', 'validation.invalid'],
    ['unknown currency', { currencyCode: 'EUR' }, 'currencyCode', 'validation.invalid'],
    ['negative amount', { salaryMin: -1 }, 'salaryMin', 'validation.numberRange'],
    ['fractional amount', { salaryMin: 1.5 }, 'salaryMin', 'validation.invalid'],
    ['blank title', { title: '   ' }, 'title', 'validation.required'],
    ['bad date', { startedAt: '2026-13-01' }, 'startedAt', 'validation.invalid'],
    [
      'bad level',
      { requiredAssessments: [{ track: 'BACKEND', level: 4 }] },
      'requiredAssessments[0].level',
      'validation.invalid',
    ],
    [
      'bad track',
      { requiredAssessments: [{ track: 'COBOL', level: 1 }] },
      'requiredAssessments[0].track',
      'validation.invalid',
    ],
    ['status in the body', { status: 'VISIBLE' }, 'status', 'validation.unknownField'],
  ])('refuses %s (400)', async (_name, overrides, path, key) => {
    const res = await app.inject({
      method: 'POST',
      url: url(),
      headers: company.auth,
      payload: postingBody(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toContainEqual(expect.objectContaining({ path, key }));
  });

  it('accepts a negotiable salary without amounts', async () => {
    const res = await app.inject({
      method: 'POST',
      url: url(),
      headers: company.auth,
      payload: postingBody({ salaryType: 'NEGOTIABLE', salaryMin: null, salaryMax: null }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.salaryDTO).toEqual({ min: null, max: null, currencyCode: 'KRW', salaryType: 'NEGOTIABLE' });
  });

  it('checks the country and the categories against their lists', async () => {
    const country = await app.inject({
      method: 'POST',
      url: url(),
      headers: company.auth,
      payload: postingBody({ country: 'XX' }),
    });
    expect(country.statusCode).toBe(400);
    expect(country.json().fields).toEqual([expect.objectContaining({ path: 'country', key: 'validation.country' })]);
    const categories = await app.inject({
      method: 'POST',
      url: url(),
      headers: company.auth,
      payload: postingBody({ jobRoleCategoryIds: [1, 9999], skillCategoryIds: [8888] }),
    });
    expect(categories.statusCode).toBe(400);
    expect(categories.json().fields.map((f: { path: string }) => f.path)).toEqual(['jobRoleCategoryIds[1]']);
  });

  it('answers validation errors in Korean with Accept-Language: KO', async () => {
    const res = await app.inject({
      method: 'POST',
      url: url(),
      headers: { ...company.auth, 'accept-language': 'KO' },
      payload: postingBody({ salaryMin: 9, salaryMax: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('입력 내용을 확인해 주세요.');
    expect(res.json().fields[0].message).toBe('최소 급여는 최대 급여보다 클 수 없습니다.');
  });

  it('refuses talents (403), anonymous callers (401) and another organization (404)', async () => {
    const asTalent = await app.inject({ method: 'POST', url: url(), headers: talent.auth, payload: postingBody() });
    expect(asTalent.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: url(), payload: postingBody() });
    expect(anonymous.statusCode).toBe(401);
    const otherOrg = await app.inject({ method: 'POST', url: url(), headers: other.auth, payload: postingBody() });
    expect(otherOrg.statusCode).toBe(404);
  });
});

describe('GET, PUT, DELETE and copy of /api/v1/organizations/{orgId}/job-postings/{id}', () => {
  it('reads and replaces its own posting', async () => {
    const id = await createPosting(app, company.auth, orgId);
    const got = await app.inject({ method: 'GET', url: url(id), headers: company.auth });
    expect(got.statusCode).toBe(200);
    expect(got.json().data.id).toBe(id);
    const put = await app.inject({
      method: 'PUT',
      url: url(id),
      headers: company.auth,
      payload: postingBody({ title: 'Senior Backend Engineer', currencyCode: 'USD', salaryMin: 5000, salaryMax: null }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      title: 'Senior Backend Engineer',
      salaryDTO: { min: 5000, max: null, currencyCode: 'USD' },
      status: 'HIDDEN',
    });
  });

  it("gives another organization's posting, unknown ids and mismatched orgIds the same 404", async () => {
    const id = await createPosting(app, company.auth, orgId);
    for (const [method, payload] of [['GET'], ['PUT', postingBody()], ['DELETE']] as const) {
      const asOther = await app.inject({ method, url: url(id, otherOrgId), headers: other.auth, payload });
      expect(asOther.statusCode, method).toBe(404);
      const wrongOrg = await app.inject({ method, url: url(id, orgId), headers: other.auth, payload });
      expect(wrongOrg.statusCode, method).toBe(404);
      const unknown = await app.inject({ method, url: url(999_999), headers: company.auth, payload });
      expect(unknown.statusCode, method).toBe(404);
    }
    const patch = await setStatus(app, other.auth, otherOrgId, id, 'HIDDEN');
    expect(patch.statusCode).toBe(404);
    const copy = await app.inject({ method: 'POST', url: `${url(id, otherOrgId)}/copy`, headers: other.auth });
    expect(copy.statusCode).toBe(404);
    for (const bad of ['abc', '0', '99999999999']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${orgId}/job-postings/${bad}`,
        headers: company.auth,
      });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('refuses talents on company paths (403)', async () => {
    const id = await createPosting(app, company.auth, orgId);
    for (const [method, path] of [
      ['GET', url(id)],
      ['DELETE', url(id)],
      ['GET', `/api/v1/organizations/${orgId}/job-postings`],
      ['POST', `${url(id)}/copy`],
      ['PATCH', `${url(id)}?jobPostingStatus=VISIBLE`],
    ] as const) {
      const res = await app.inject({ method, url: path, headers: talent.auth });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('copies a posting into a new hidden draft and deletes one without applications', async () => {
    const id = await createPosting(app, company.auth, orgId, { title: 'Copy me' });
    const copy = await app.inject({ method: 'POST', url: `${url(id)}/copy`, headers: company.auth });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ title: 'Copy me', status: 'HIDDEN', viewCount: 0, applicantCount: 0 });
    expect(copy.json().data.id).not.toBe(id);
    // The search document comes along (pages read postings without it), so the copy is found once published.
    const { rows } = (await app.database.db.execute(
      sql`select id, search_text as text, search_vector::text as grams from job_postings where id in (${id}, ${copy.json().data.id}) order by id`,
    )) as unknown as { rows: { id: number; text: string; grams: string }[] };
    expect(rows).toHaveLength(2);
    expect(rows[0]?.text).toContain('copy me');
    expect(rows[1]).toMatchObject({ text: rows[0]?.text, grams: rows[0]?.grams });
    const del = await app.inject({ method: 'DELETE', url: url(id), headers: company.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ id, deleted: true });
    const gone = await app.inject({ method: 'GET', url: url(id), headers: company.auth });
    expect(gone.statusCode).toBe(404);
  });
});

describe('PATCH …/job-postings/{id}?jobPostingStatus=', () => {
  it('refuses publishing while the organization is not approved, in English and Korean', async () => {
    const id = await createPosting(app, company.auth, orgId);
    const res = await setStatus(app, company.auth, orgId, id, 'VISIBLE');
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('POSTING_REQUIRES_APPROVAL');
    const ko = await app.inject({
      method: 'PATCH',
      url: `${url(id)}?jobPostingStatus=VISIBLE`,
      headers: { ...company.auth, 'accept-language': 'ko-KR,ko;q=0.9' },
    });
    expect(ko.json().message).toMatch(/인증된 기업만/);
    expect((await setStatus(app, company.auth, orgId, id, 'HIDDEN')).statusCode).toBe(200);
  });

  it('publishes once approved, hides, closes for good and refuses editing a closed posting', async () => {
    await setOrganizationStatus(app, orgId, 'APPROVED');
    const id = await createPosting(app, company.auth, orgId);
    const visible = await setStatus(app, company.auth, orgId, id, 'VISIBLE');
    expect(visible.statusCode).toBe(200);
    expect(visible.json().data.status).toBe('VISIBLE');
    expect((await setStatus(app, company.auth, orgId, id, 'HIDDEN')).json().data.status).toBe('HIDDEN');
    expect((await setStatus(app, company.auth, orgId, id, 'DELETED')).json().data.status).toBe('DELETED');
    for (const status of ['VISIBLE', 'HIDDEN']) {
      const reopen = await setStatus(app, company.auth, orgId, id, status);
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json().errorCode).toBe('POSTING_CLOSED');
    }
    const put = await app.inject({ method: 'PUT', url: url(id), headers: company.auth, payload: postingBody() });
    expect(put.statusCode).toBe(409);
    expect(put.json().errorCode).toBe('POSTING_CLOSED');
    await setOrganizationStatus(app, orgId, 'NOT_APPLIED');
  });

  it('refuses unknown statuses and extra query fields (400)', async () => {
    const id = await createPosting(app, company.auth, orgId);
    for (const q of ['jobPostingStatus=OPEN', '', 'jobPostingStatus=HIDDEN&x=1']) {
      const res = await app.inject({ method: 'PATCH', url: `${url(id)}?${q}`, headers: company.auth });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/v1/organizations/{orgId}/job-postings', () => {
  let fresh: User;
  let freshOrg: number;
  let ids: { current: number; future: number; past: number };

  beforeAll(async () => {
    fresh = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'List Co' });
    freshOrg = fresh.companyId as number;
    await setOrganizationStatus(app, freshOrg, 'APPROVED');
    const current = await createPosting(app, fresh.auth, freshOrg, { title: 'Current' });
    const future = await createPosting(app, fresh.auth, freshOrg, { title: 'Future' });
    const past = await createPosting(app, fresh.auth, freshOrg, { title: 'Past' });
    await setPostingDates(app, future, daysFromNow(3), daysFromNow(10));
    await setPostingDates(app, past, daysFromNow(-30), daysFromNow(-2));
    await setStatus(app, fresh.auth, freshOrg, current, 'VISIBLE');
    ids = { current, future, past };
  });

  const list = (q = '') =>
    app.inject({ method: 'GET', url: `/api/v1/organizations/${freshOrg}/job-postings?${q}`, headers: fresh.auth });

  it('pages the cards, newest first by default', async () => {
    const res = await list('size=2');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ pageNumber: 1, last: false, totalElementCount: 3 });
    expect(page.data.map((c: { id: number }) => c.id)).toEqual([ids.past, ids.future]);
    expect(Object.keys(page.data[0]).sort()).toEqual(
      [
        'applicantCount',
        'city',
        'country',
        'employmentTypes',
        'endedAt',
        'experience',
        'id',
        'isFollowed',
        'jobTitles',
        'skills',
        'jobPostingProgressStatus',
        'orgSummaryDTO',
        'salaryDTO',
        'startedAt',
        'status',
        'title',
        'viewCount',
        'workModes',
      ].sort(),
    );
  });

  it('filters by status and progress and sorts by deadline', async () => {
    const visible = (await list('status=VISIBLE')).json().data.data;
    expect(visible.map((c: { id: number }) => c.id)).toEqual([ids.current]);
    for (const [progress, id] of [
      ['NOT_STARTED', ids.future],
      ['IN_PROGRESS', ids.current],
      ['ENDED', ids.past],
    ] as const) {
      const res = (await list(`jobPostingProgressStatus=${progress}`)).json().data.data;
      expect(
        res.map((c: { id: number }) => c.id),
        progress,
      ).toEqual([id]);
      expect(res[0].jobPostingProgressStatus).toBe(progress);
    }
    const byDeadline = (await list('sort=DEADLINE&direction=ASC')).json().data.data;
    expect(byDeadline.map((c: { id: number }) => c.id)).toEqual([ids.past, ids.future, ids.current]);
    for (const sort of ['VIEWS', 'APPLICANTS', 'CREATED']) expect((await list(`sort=${sort}`)).statusCode).toBe(200);
  });

  it('refuses bad queries (400) and another organization (404)', async () => {
    for (const q of ['sort=SALARY', 'direction=UP', 'page=0', 'size=1000', 'status=OPEN', 'unknown=1']) {
      expect((await list(q)).statusCode, q).toBe(400);
    }
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${freshOrg}/job-postings`,
      headers: company.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});
