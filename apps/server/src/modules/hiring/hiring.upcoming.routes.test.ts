import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type TestApp } from '../../../test/helpers';
import { interviewSlots } from '../../db/schema/hiring';
import { type Applied, applied as applyTo, createHiringWorld, inDays, propose, type User } from './hiring.test-support';

let app: TestApp, company: User, other: User, orgId: number, otherOrgId: number;

beforeAll(async () => {
  ({ app, company, other, orgId, otherOrgId } = await createHiringWorld());
});
afterAll(() => app.cleanup());

const applied = (owner: User, oid: number, title: string, firstName = '민지') =>
  applyTo(app, owner, oid, { title, firstName });

/** Proposes two slots (in `days` and `days + 1` days, 10:00 Seoul); the talent picks `pick` unless it is null. */
async function interview(a: Applied, days: number, pick: 0 | 1 | null, owner = company, oid = orgId) {
  const res = await propose(app, owner, oid, a.postingId, a.talent.id, {
    type: 'OFFLINE',
    location: '서울 강남구 테헤란로 1',
    timeZone: 'Asia/Seoul',
    datesList: [
      { date: inDays(days), hour: 10, minute: 0 },
      { date: inDays(days + 1), hour: 10, minute: 0 },
    ],
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const slots = res.json().data.interviewProposal.slots as { id: number; startsAt: string }[];
  if (pick !== null) {
    const slot = slots[pick] as { id: number };
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/v1/users/${a.talent.id}/applications/${a.appId}/interview/choose`,
      headers: a.talent.auth,
      payload: { slotId: slot.id },
    });
    if (chosen.statusCode !== 200) throw new Error(chosen.body);
  }
  return slots;
}

const upcoming = (user: User, oid: number, query = '') =>
  app.inject({ method: 'GET', url: `/api/v1/organizations/${oid}/interviews/upcoming${query}`, headers: user.auth });

describe('GET /api/v1/organizations/{orgId}/interviews/upcoming', () => {
  it("lists the organization's scheduled future interviews, soonest first", async () => {
    const later = await applied(company, orgId, '백엔드 개발자', '지훈');
    const sooner = await applied(company, orgId, '프론트엔드 개발자', '서연');
    const open = await applied(company, orgId, '데이터 엔지니어');
    const past = await applied(company, orgId, 'QA 엔지니어');
    const rejected = await applied(company, orgId, '디자이너');
    const foreign = await applied(other, otherOrgId, 'Backend Engineer');

    const laterSlots = await interview(later, 20, 1);
    const soonerSlots = await interview(sooner, 5, 0);
    await interview(open, 3, null);
    const pastSlots = await interview(past, 4, 0);
    await interview(rejected, 6, 0);
    await interview(foreign, 2, 0, other, otherOrgId);
    // The chosen slot of `past` is moved into the past: it is no longer upcoming.
    await app.database.db
      .update(interviewSlots)
      .set({ startsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(interviewSlots.id, (pastSlots[0] as { id: number }).id));
    const reject = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-applications/${rejected.appId}/reject`,
      headers: company.auth,
      payload: { content: '다른 지원자와 진행하기로 했습니다.', emailNotiFlag: false },
    });
    expect(reject.statusCode).toBe(200);

    const res = await upcoming(company, orgId);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { applicationId: number; startsAt: string }[];
    expect(list.map((i) => i.applicationId)).toEqual([sooner.appId, later.appId]);
    expect(list[0]).toMatchObject({
      applicationStatus: 'INTERVIEW_SCHEDULED',
      jobPostingId: sooner.postingId,
      postingTitle: '프론트엔드 개발자',
      candidate: { id: sooner.talent.id, firstName: '서연' },
      type: 'OFFLINE',
      location: '서울 강남구 테헤란로 1',
      meetingUrl: null,
      timeZone: 'Asia/Seoul',
      startsAt: soonerSlots[0]?.startsAt,
    });
    expect(list[1]?.startsAt).toBe(laterSlots[1]?.startsAt);

    const one = await upcoming(company, orgId, '?size=1');
    expect(one.json().data.map((i: { applicationId: number }) => i.applicationId)).toEqual([sooner.appId]);

    const theirs = (await upcoming(other, otherOrgId)).json().data as { applicationId: number }[];
    expect(theirs.map((i) => i.applicationId)).toEqual([foreign.appId]);
  });

  it("gives another organization's id 404, a talent 403, bad ids and sizes 400, no session 401", async () => {
    const talent = await createVerifiedUser(app, { role: 'NORMAL' });
    expect((await upcoming(other, orgId)).statusCode).toBe(404);
    expect((await upcoming(talent, orgId)).statusCode).toBe(403);
    expect((await upcoming(company, 0)).statusCode).toBe(400);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/organizations/abc/interviews/upcoming',
      headers: company.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect((await upcoming(company, orgId, '?size=0')).statusCode).toBe(400);
    expect((await upcoming(company, orgId, '?size=51')).statusCode).toBe(400);
    expect((await upcoming(company, orgId, '?page=2')).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/interviews/upcoming` });
    expect(anonymous.statusCode).toBe(401);
  });
});
