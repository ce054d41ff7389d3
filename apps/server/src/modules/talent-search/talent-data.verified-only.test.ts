import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { organizations } from '../../db/schema/organizations';
import { SESSION_CACHE_MS } from '../../http/auth';
import { publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { companyOf, createTalent } from './talent-search.test-support';

/* Talent data is for verified companies: every route that shows talents answers 403 until the company is APPROVED. */

type Company = Awaited<ReturnType<typeof companyOf>>;
type Call = { name: string; method: 'GET' | 'POST'; url: (orgId: number) => string; payload?: unknown; ok: number };

let app: TestApp;
let company: Company;
let other: Company;
let calls: Call[];

beforeAll(async () => {
  app = await createTestApp();
  company = await companyOf(app, 'Waiting Co');
  other = await companyOf(app, 'Other Co');
  const talent = await createTalent(app, { firstName: 'Tia' });
  // Published while approved (publishing needs approval); the company then falls back to unverified.
  const jobPostingId = await publishPosting(app, company.auth, company.orgId, { title: 'Platform Engineer' });
  const saved = await app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${company.orgId}/saved-searches`,
    headers: company.auth,
    payload: { name: 'Backend', query: { keyword: 'Backend' } },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const searchId = saved.json().data.id as number;
  await setOrganizationStatus(app, company.orgId, 'NOT_APPLIED');
  calls = [
    { name: 'talent search', method: 'GET', url: () => '/api/v1/users/talent', ok: 200 },
    { name: 'talent preview', method: 'GET', url: (o) => `/api/v1/organizations/${o}/talents/${talent.id}`, ok: 200 },
    { name: 'full profile', method: 'GET', url: () => `/api/v1/talents/${talent.id}/profile`, ok: 200 },
    { name: 'recommendations', method: 'GET', url: () => '/api/v1/dashboards/talents', ok: 200 },
    {
      name: 'saved-search run',
      method: 'GET',
      url: (o) => `/api/v1/organizations/${o}/saved-searches/${searchId}/talents`,
      ok: 200,
    },
    { name: 'group members', method: 'GET', url: (o) => `/api/v1/organizations/${o}/talent-group/users`, ok: 200 },
    {
      name: 'proposal',
      method: 'POST',
      url: (o) => `/api/v1/organizations/${o}/talents/${talent.id}/proposals`,
      payload: { jobPostingId, message: 'Join us!' },
      ok: 201,
    },
  ];
});
afterAll(() => app.cleanup());

const send = (call: Call, orgId = company.orgId, headers: Record<string, string> = {}) =>
  app.inject({
    method: call.method,
    url: call.url(orgId),
    headers: { ...company.auth, ...headers },
    payload: call.payload as never,
  });

describe('talent data for unverified companies', () => {
  it.each(['NOT_APPLIED', 'PENDING', 'REJECTED'] as const)(
    '%s: every talent route answers 403 in both languages',
    async (status) => {
      await setOrganizationStatus(app, company.orgId, status);
      for (const call of calls) {
        const en = await send(call);
        expect(en.statusCode, call.name).toBe(403);
        expect(en.json()).toMatchObject({ errorCode: 'ORGANIZATION_NOT_VERIFIED' });
        expect(en.json().message, call.name).toMatch(/once your company is verified/);
        const ko = await send(call, company.orgId, { 'accept-language': 'ko' });
        expect(ko.statusCode, call.name).toBe(403);
        expect(ko.json().message, call.name).toMatch(/기업 인증이 완료된 후/);
      }
    },
  );

  it("another organization's id stays 404: membership is checked before verification", async () => {
    await setOrganizationStatus(app, company.orgId, 'NOT_APPLIED');
    for (const call of calls.filter((c) => c.url(-1).includes('/organizations/'))) {
      const res = await send(call, other.orgId);
      expect(res.statusCode, call.name).toBe(404);
    }
  });

  it('the same company, once approved, gets the talents', async () => {
    await setOrganizationStatus(app, company.orgId, 'APPROVED');
    for (const call of calls) {
      const res = await send(call);
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(call.ok);
    }
  });

  // The session lookup carries the verification (decision 059), cached for SESSION_CACHE_MS per process.
  it("an administrator's approval applies to the members' next request", async () => {
    const admin = await createVerifiedUser(app);
    await makeAdmin(app, admin.id);
    await setOrganizationStatus(app, company.orgId, 'PENDING');
    const search = calls[0] as Call;
    expect((await send(search)).statusCode).toBe(403);
    const approve = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/organizations/${company.orgId}/verification/approve`,
      headers: admin.auth,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await send(search)).statusCode).toBe(200);
  });

  it('a status written around this process (another instance) applies within seconds', async () => {
    await setOrganizationStatus(app, company.orgId, 'APPROVED');
    const search = calls[0] as Call;
    expect((await send(search)).statusCode).toBe(200);
    const written = Date.now();
    await app.database.db
      .update(organizations)
      .set({ verificationStatus: 'REJECTED' })
      .where(eq(organizations.id, company.orgId));
    let status = 200;
    while (status === 200 && Date.now() - written < SESSION_CACHE_MS + 2_000) {
      status = (await send(search)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(403);
    expect(Date.now() - written).toBeLessThan(SESSION_CACHE_MS + 1_000);
  });
});
