import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { talentProposals } from '../../db/schema/talent-discovery';
import { applied as applyTo, createHiringWorld, offerTerms, talentPost, type User } from './hiring.test-support';

let app: TestApp, company: User, other: User, orgId: number, otherOrgId: number;
let postingId: number, secondPostingId: number, otherPostingId: number;

const orgPost = (path: string, payload: unknown = undefined) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/job-applications/${path}`,
    headers: company.auth,
    payload: payload as Record<string, unknown>,
  });
const report = (query: string, user: User = company, oid = orgId) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${oid}/recruiting-analytics${query}`,
    headers: { ...user.auth, 'accept-language': 'ko' },
  });
const today = () => new Date().toISOString().slice(0, 10);
/** Today's date in a zone: the period ends on the viewer's today (in Seoul a day ahead of UTC from 15:00 UTC). */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

beforeAll(async () => {
  ({ app, company, other, orgId, otherOrgId } = await createHiringWorld());
  // Posting 1: four applicants: one hired (through an offer), one reviewed, one untouched, one from a proposal.
  const hired = await applyTo(app, company, orgId, { title: '백엔드' });
  postingId = hired.postingId;
  await orgPost(`${hired.appId}/open`);
  await orgPost(`${hired.appId}/offers`, { candidateId: hired.talent.id, content: '함께해요', ...offerTerms() });
  await talentPost(app, hired.talent, hired.appId, 'offer/accept', {});
  await orgPost(`${hired.appId}/hired`, { content: '환영합니다', emailNotiFlag: false });
  const reviewed = await applyTo(app, company, orgId, { postingId });
  await orgPost(`${reviewed.appId}/open`);
  await applyTo(app, company, orgId, { postingId });
  const proposed = await applyTo(app, company, orgId, { postingId });
  await app.database.db.insert(talentProposals).values({
    organizationId: orgId,
    postingId,
    talentUserId: proposed.talent.id,
    message: '제안',
    status: 'ACCEPTED',
    applicationId: proposed.appId,
  });
  // Posting 2: one applicant, applied 200 days ago (outside the default period).
  const old = await applyTo(app, company, orgId, { title: '프론트엔드' });
  secondPostingId = old.postingId;
  // Its stage times carry the applied date (decision 041), as transitionApplication would have written them.
  await app.database.db.execute(
    sql`update applications set applied_at = now() - interval '200 days' where id = ${old.appId}`,
  );
  await app.database.db.execute(
    sql`update application_stage_times set applied_at = now() - interval '200 days', entered_at = now() - interval '200 days'
      where application_id = ${old.appId}`,
  );
  // Another company's applicant.
  otherPostingId = (await applyTo(app, other, otherOrgId, { title: 'Other' })).postingId;
});
afterAll(() => app.cleanup());

describe('recruiting analytics', () => {
  it('reports the last 90 days overall: applicants, funnel, time in stages, time to hire and sources', async () => {
    const res = await report('?timeZone=Asia/Seoul');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.period).toMatchObject({ to: todayIn('Asia/Seoul'), bucket: 'week', timeZone: 'Asia/Seoul' });
    expect(data.postings.map((p: { id: number }) => p.id)).toEqual([secondPostingId, postingId]);
    expect(data.postings.map((p: { id: number }) => p.id)).not.toContain(otherPostingId);
    const total = data.applicantsOverTime.reduce((n: number, r: { count: number }) => n + r.count, 0);
    expect(total).toBe(4);
    expect(data.applicantsOverTime.every((r: { postingId: number }) => r.postingId === postingId)).toBe(true);
    expect(data.funnel).toEqual([
      { stage: 'APPLIED', count: 4 },
      { stage: 'DOCUMENT_REVIEW', count: 2 },
      { stage: 'INTERVIEW_PROPOSED', count: 1 },
      { stage: 'INTERVIEW_SCHEDULED', count: 1 },
      { stage: 'OFFERED', count: 1 },
      { stage: 'OFFER_ACCEPTED', count: 1 },
      { stage: 'HIRED', count: 1 },
    ]);
    const stages = data.stageDurations.map((d: { status: string }) => d.status);
    expect(stages).toEqual(['APPLIED', 'DOCUMENT_REVIEW', 'OFFERED', 'OFFER_ACCEPTED']);
    expect(data.stageDurations[0]).toMatchObject({ status: 'APPLIED', samples: 2 });
    expect(data.timeToHire).toMatchObject({ hires: 1 });
    expect(data.timeToHire.medianDays).toBeGreaterThanOrEqual(0);
    expect(data.sources).toEqual({ applied: 3, proposal: 1 });
  });

  it('narrows to one posting and a chosen period, bucketed by day', async () => {
    const from = new Date(Date.now() - 250 * 86_400_000).toISOString().slice(0, 10);
    const res = await report(`?jobPostingId=${secondPostingId}&from=${from}&to=${today()}`);
    const data = res.json().data;
    expect(data.period.bucket).toBe('month');
    expect(data.postings).toEqual([{ id: secondPostingId, title: '프론트엔드' }]);
    expect(data.funnel[0]).toEqual({ stage: 'APPLIED', count: 1 });
    expect(data.sources).toEqual({ applied: 1, proposal: 0 });
    const day = await report(`?from=${today()}&to=${today()}`);
    expect(day.json().data.period.bucket).toBe('day');
  });

  it.each([
    ['a reversed period', `?from=${'2026-11-10'}&to=2026-11-01`, 'to', 'validation.endBeforeStart'],
    ['a period over a year', '?from=2024-01-01&to=2026-01-01', 'from', 'validation.analyticsPeriodTooLong'],
    ['a date that is none', '?from=2026-13-01', 'from', 'validation.invalid'],
    ['an unknown time zone', '?timeZone=Mars/Olympus', 'timeZone', 'validation.timeZone'],
    ['an unknown field', '?group=all', 'group', 'validation.unknownField'],
  ])('refuses %s with 400', async (_label, query, path, key) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ path, key })]);
  });

  it('refuses another company’s data: its organization and its postings are 404', async () => {
    expect((await report('', other, orgId)).statusCode).toBe(404);
    expect((await report(`?jobPostingId=${otherPostingId}`)).statusCode).toBe(404);
    const own = await report('', other, otherOrgId);
    expect(own.json().data.funnel[0]).toEqual({ stage: 'APPLIED', count: 1 });
  });
});
