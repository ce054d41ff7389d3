import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type TestApp } from '../../../test/helpers';
import { notifications } from '../../db/schema/notifications';
import {
  applied as applyTo,
  createHiringWorld,
  inDays,
  onlineProposal,
  talentPost as postAsTalent,
  propose as proposeAs,
  type User,
} from './hiring.test-support';

let app: TestApp, company: User, other: User, orgId: number, otherOrgId: number;

beforeAll(async () => {
  ({ app, company, other, orgId, otherOrgId } = await createHiringWorld());
});
afterAll(() => app.cleanup());

const applied = (title = '서버 개발자, 백엔드') => applyTo(app, company, orgId, { title });

const propose = (
  postingId: number,
  candidateId: number,
  payload: unknown,
  user: User = company,
  oid = orgId,
  headers: Record<string, string> = {},
) => proposeAs(app, user, oid, postingId, candidateId, payload, headers);
const talentPost = (t: User, appId: number, path: string, payload: unknown = {}, uid = t.id) =>
  postAsTalent(app, t, appId, path, payload, uid);
const talentGet = (t: User, appId: number, suffix = '') =>
  app.inject({ method: 'GET', url: `/api/v1/users/${t.id}/applications/${appId}${suffix}`, headers: t.auth });

describe('POST …/candidates/{candidateId}/interview-proposal', () => {
  it('proposes slots stored as UTC, moves the application, writes an event and notifies the talent', async () => {
    const { postingId, talent, appId } = await applied();
    const res = await propose(postingId, talent.id, onlineProposal());
    expect(res.statusCode).toBe(201);
    const detail = res.json().data;
    expect(detail.status).toBe('INTERVIEW_PROPOSED');
    expect(detail.history.at(-1)).toMatchObject({
      action: 'PROPOSE_INTERVIEW',
      fromStatus: 'APPLIED',
      toStatus: 'INTERVIEW_PROPOSED',
      actorRole: 'COMPANY',
      message: '편하신 시간을 골라 주세요',
    });
    expect(detail.interviewProposal).toMatchObject({
      type: 'ONLINE',
      meetingUrl: 'https://meet.example.com/abc',
      location: null,
      timeZone: 'Asia/Seoul',
      status: 'PROPOSED',
      chosenSlotId: null,
    });
    // 10:00 in Seoul (UTC+9, no DST) is 01:00 UTC.
    expect(detail.interviewProposal.slots.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      `${inDays(10)}T01:00:00.000Z`,
      `${inDays(11)}T05:30:00.000Z`,
    ]);
    const mine = (await talentGet(talent, appId)).json().data;
    expect(mine.interviewProposal.id).toBe(detail.interviewProposal.id);
    const [note] = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, talent.id), eq(notifications.type, 'INTERVIEW_PROPOSED')));
    expect(note?.params).toMatchObject({ applicationId: appId, companyName: '누리소프트' });
    // Proposing again while a proposal is open is an illegal move.
    expect((await propose(postingId, talent.id, onlineProposal())).statusCode).toBe(409);
  });

  it('gives another organization 404, a talent 403, and an unknown candidate 404', async () => {
    const { postingId, talent, appId } = await applied();
    expect((await propose(postingId, talent.id, onlineProposal(), other, otherOrgId)).statusCode).toBe(404);
    expect((await propose(postingId, talent.id, onlineProposal(), other, orgId)).statusCode).toBe(404);
    expect((await propose(postingId, talent.id, onlineProposal(), talent)).statusCode).toBe(403);
    expect((await propose(postingId, company.id, onlineProposal())).statusCode).toBe(404);
    expect((await talentGet(talent, appId)).json().data).toMatchObject({ status: 'APPLIED', interviewProposal: null });
  });

  it('refuses past slots, unknown zones, duplicates and missing links with 400, in Korean too', async () => {
    const { postingId, talent, appId } = await applied();
    const past = await propose(
      postingId,
      talent.id,
      onlineProposal({ datesList: [{ date: inDays(-2), hour: 10, minute: 0 }] }),
      company,
      orgId,
      { 'accept-language': 'KO' },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '입력 내용을 확인해 주세요.',
      fields: [{ path: 'datesList.0', key: 'validation.interviewPast', message: '현재 이후의 시간을 선택해 주세요.' }],
    });
    const zone = await propose(postingId, talent.id, onlineProposal({ timeZone: 'Mars/Olympus' }));
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields).toEqual([expect.objectContaining({ path: 'timeZone', key: 'validation.timeZone' })]);
    const dup = await propose(
      postingId,
      talent.id,
      onlineProposal({
        datesList: [
          { date: inDays(5), hour: 9, minute: 0 },
          { date: inDays(5), hour: 9, minute: 0 },
        ],
      }),
    );
    expect(dup.statusCode).toBe(400);
    expect(
      (await propose(postingId, talent.id, onlineProposal({ meetingUrl: 'javascript:alert(1)' }))).statusCode,
    ).toBe(400);
    expect((await propose(postingId, talent.id, { ...onlineProposal(), type: 'OFFLINE' })).statusCode).toBe(400);
    expect((await talentGet(talent, appId)).json().data.status).toBe('APPLIED');
  });
});

describe('the talent answers', () => {
  it('chooses a slot of their own proposal once; others and foreign slots get 404', async () => {
    const a = await applied();
    const b = await applied();
    const proposalA = (await propose(a.postingId, a.talent.id, onlineProposal())).json().data.interviewProposal;
    const proposalB = (await propose(b.postingId, b.talent.id, onlineProposal())).json().data.interviewProposal;
    const slotA = proposalA.slots[1].id as number;

    expect((await talentPost(b.talent, a.appId, 'interview/choose', { slotId: slotA })).statusCode).toBe(404);
    expect((await talentPost(b.talent, a.appId, 'interview/choose', { slotId: slotA }, a.talent.id)).statusCode).toBe(
      404,
    );
    expect(
      (await talentPost(a.talent, a.appId, 'interview/choose', { slotId: proposalB.slots[0].id })).statusCode,
    ).toBe(404);

    const [first, second] = await Promise.all([
      talentPost(a.talent, a.appId, 'interview/choose', { slotId: slotA }),
      talentPost(a.talent, a.appId, 'interview/choose', { slotId: slotA }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const detail = (await talentGet(a.talent, a.appId)).json().data;
    expect(detail.status).toBe('INTERVIEW_SCHEDULED');
    expect(detail.interviewProposal).toMatchObject({ status: 'SCHEDULED', chosenSlotId: slotA });
    expect(detail.interviewProposal.respondedAt).not.toBeNull();
    expect(detail.history.filter((e: { action: string }) => e.action === 'SCHEDULE_INTERVIEW')).toHaveLength(1);
    const chosen = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, company.id), eq(notifications.type, 'INTERVIEW_CHOSEN')));
    expect(chosen.map((n) => n.params.applicationId)).toContain(a.appId);

    const again = await talentPost(a.talent, a.appId, 'interview/choose', { slotId: slotA });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('INVALID_APPLICATION_TRANSITION');
  });

  it("shows the latest interview on the talent's application list", async () => {
    const { postingId, talent, appId } = await applied();
    const list = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/users/${talent.id}/applications`, headers: talent.auth }))
        .json()
        .data.data.find((a: { id: number }) => a.id === appId);
    expect((await list()).interview).toBeNull();
    const proposal = (await propose(postingId, talent.id, onlineProposal())).json().data.interviewProposal;
    expect((await list()).interview).toMatchObject({
      interviewStatus: 'PROPOSED',
      type: 'ONLINE',
      location: 'https://meet.example.com/abc',
      scheduledAt: null,
    });
    await talentPost(talent, appId, 'interview/choose', { slotId: proposal.slots[0].id });
    const scheduled = await list();
    expect(scheduled.interview).toMatchObject({
      interviewStatus: 'SCHEDULED',
      scheduledAt: proposal.slots[0].startsAt,
    });
    expect(scheduled.interviews).toHaveLength(1);
  });

  it('serves the confirmed interview as an .ics file', async () => {
    const { postingId, talent, appId } = await applied('Backend, Seoul; team');
    const proposal = (
      await propose(postingId, talent.id, {
        type: 'OFFLINE',
        location: '서울 강남구 테헤란로 1, 5층',
        timeZone: 'America/New_York',
        datesList: [{ date: inDays(20), hour: 9, minute: 15 }],
      })
    ).json().data.interviewProposal;
    expect((await talentGet(talent, appId, '/interview.ics')).statusCode).toBe(404);
    expect((await talentPost(talent, appId, 'interview/choose', { slotId: proposal.slots[0].id })).statusCode).toBe(
      200,
    );
    const res = await talentGet(talent, appId, '/interview.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const lines = res.body.trimEnd().split('\r\n');
    const start = new Date(proposal.slots[0].startsAt);
    const fmt = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`DTSTART:${fmt(start)}`);
    expect(lines).toContain(`DTEND:${fmt(new Date(start.getTime() + 3_600_000))}`);
    // One UID per interview, on the installation's domain (PUBLIC_URL's host).
    expect(lines).toContain(`UID:interview-${proposal.id}@localhost`);
    expect(lines).toContain('LOCATION:서울 강남구 테헤란로 1\\, 5층');
    expect(res.body).toContain('SUMMARY:Interview: Backend\\, Seoul\\; team (누리소프트)');
    const stranger = await createVerifiedUser(app, { role: 'NORMAL' });
    expect((await talentGet(stranger, appId, '/interview.ics')).statusCode).toBe(404);
  });

  it('declines all slots; the company may propose again', async () => {
    const { postingId, talent, appId } = await applied();
    await propose(postingId, talent.id, onlineProposal());
    const res = await talentPost(talent, appId, 'interview/decline-all', { message: '다른 시간이 필요합니다' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'DOCUMENT_REVIEW', interviewProposal: { status: 'DECLINED' } });
    expect((await talentPost(talent, appId, 'interview/decline-all')).statusCode).toBe(409);
    const again = await propose(postingId, talent.id, onlineProposal());
    expect(again.statusCode).toBe(201);
    expect(again.json().data.interviewProposal.status).toBe('PROPOSED');
  });
});
