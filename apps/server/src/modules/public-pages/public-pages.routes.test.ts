import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { publicWorld } from './public-pages.test-support';

/* The public API: no sign-in, open postings and verified companies only, no reader data, no contact data. */

let app: TestApp;
let world: Awaited<ReturnType<typeof publicWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  world = await publicWorld(app);
});
afterAll(() => app.cleanup());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/public/jobs/{id}', () => {
  it('shows an open posting to a visitor, without reader data or counts', async () => {
    const res = await get(`/api/v1/public/jobs/${world.ids.open}`);
    expect(res.statusCode).toBe(200);
    const job = res.json().data;
    expect(job).toMatchObject({ id: world.ids.open, title: '백엔드 개발자 (Kotlin)' });
    expect(job.organizationWebsite).toBe('https://nurisoft.example');
    // The stated schedule and retention window are public (Fair Hiring Procedure Act, Art. 8 and 11).
    expect(job).toMatchObject({ documentsBy: null, interviewsBy: null, resultBy: null, documentRetentionDays: 30 });
    for (const key of ['isFollowed', 'viewCount', 'applicantCount', 'application', 'status'])
      expect(job).not.toHaveProperty(key);
  });

  it('answers the same to a signed-in user, and counts no view', async () => {
    const res = await get(`/api/v1/public/jobs/${world.ids.open}`, world.talent.auth);
    expect(res.statusCode).toBe(200);
    const detail = await get(`/api/v1/jobs/${world.ids.open}`, world.nuri.auth);
    expect(detail.json().data.viewCount).toBe(0);
  });

  it('answers 410 POSTING_GONE for closed and ended postings, in the caller language', async () => {
    for (const id of [world.ids.closed, world.ids.ended]) {
      const res = await get(`/api/v1/public/jobs/${id}`, { 'accept-language': 'ko' });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ errorCode: 'POSTING_GONE', message: '마감된 공고입니다.' });
    }
  });

  it('answers 404 alike for hidden, future, unapproved and missing postings', async () => {
    const { hidden, future, unapproved } = world.ids;
    for (const id of [hidden, future, unapproved, 999_999]) {
      const res = await get(`/api/v1/public/jobs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('NOT_FOUND');
    }
  });

  it('refuses a malformed id with 400', async () => {
    expect((await get('/api/v1/public/jobs/abc')).statusCode).toBe(400);
    expect((await get('/api/v1/public/jobs/0')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/public/organizations/{id}', () => {
  it('shows a verified company and its open postings only, without contact data', async () => {
    const res = await get(`/api/v1/public/organizations/${world.org}`);
    expect(res.statusCode).toBe(200);
    const org = res.json().data;
    expect(org).toMatchObject({ companyName: '누리소프트', isVerified: true, website: 'https://nurisoft.example' });
    expect(org.openPostings.map((p: { id: number }) => p.id).sort()).toEqual([world.ids.open, world.ids.remote].sort());
    expect(JSON.stringify(org)).not.toMatch(/555-0100|민지|contact|phone/i);
  });

  it('answers 404 for an organization that is not verified, or missing', async () => {
    expect((await get(`/api/v1/public/organizations/${world.pendingOrg}`)).statusCode).toBe(404);
    expect((await get('/api/v1/public/organizations/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/public/home', () => {
  it('lists the newest open postings and verified companies, those hiring first', async () => {
    const res = await get('/api/v1/public/home');
    expect(res.statusCode).toBe(200);
    const { latestPostings, featuredCompanies } = res.json().data;
    const ids = latestPostings.map((p: { id: number }) => p.id);
    expect(ids.sort()).toEqual([world.ids.open, world.ids.remote].sort());
    expect(featuredCompanies).toEqual([
      expect.objectContaining({ id: world.org, name: '누리소프트', openPostingCount: 2 }),
    ]);
  });
});
