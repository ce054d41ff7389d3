import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { notificationSettings } from '../../db/schema/users';
import { forgetSessions } from '../../http/auth';
import {
  applied as applyTo,
  createHiringWorld,
  inDays,
  offerTerms,
  talentPost as postAsTalent,
  onlineProposal as proposal,
  propose as proposeAs,
  type User,
} from './hiring.test-support';

let app: TestApp, company: User, other: User, orgId: number, otherOrgId: number;
let colleague: User;

beforeAll(async () => {
  ({ app, company, other, orgId, otherOrgId } = await createHiringWorld({ locale: 'ko' }));
  // A second, English-speaking member of the same organization.
  colleague = await createVerifiedUser(app, { role: 'ORGANIZATION', firstName: 'Jamie' });
  const { organizationMembers } = await import('../../db/schema/organizations');
  await app.database.db.delete(organizationMembers).where(eq(organizationMembers.userId, colleague.id));
  await app.database.db
    .insert(organizationMembers)
    .values({ organizationId: orgId, userId: colleague.id, memberRole: 'RECRUITER' });
  // Sessions carry their organization and are kept for seconds: the membership moved behind the cache's back.
  forgetSessions({ userId: colleague.id });
});
afterAll(() => app.cleanup());

const applied = (locale: 'en' | 'ko' = 'ko', firstName = '민지', lastName = 'User') =>
  applyTo(app, company, orgId, { title: '백엔드 개발자', locale, firstName, lastName });

const propose = (postingId: number, talentId: number, payload: unknown = proposal()) =>
  proposeAs(app, company, orgId, postingId, talentId, payload);
const talentPost = (t: User, appId: number, path: string, payload: unknown = {}) =>
  postAsTalent(app, t, appId, path, payload);

async function mailsOf(email: string, kinds?: string[]) {
  const rows = await app.database.db
    .select()
    .from(mailOutbox)
    .where(
      kinds ? and(eq(mailOutbox.toAddress, email), inArray(mailOutbox.kind, kinds)) : eq(mailOutbox.toAddress, email),
    )
    .orderBy(desc(mailOutbox.id));
  return rows;
}

const setFlags = (userId: number, flags: Partial<typeof notificationSettings.$inferInsert>) =>
  app.database.db
    .insert(notificationSettings)
    .values({ userId, ...flags })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: flags });

describe('interview mails', () => {
  it('mails the proposal to the talent in their language, with the times in the company time zone', async () => {
    const { postingId, talent } = await applied('ko');
    expect((await propose(postingId, talent.id)).statusCode).toBe(201);
    const [mail] = await mailsOf(talent.email, ['INTERVIEW_PROPOSED']);
    expect(mail).toMatchObject({ locale: 'ko', subject: '[TalentBridge] 누리소프트에서 면접을 제안했습니다' });
    expect(mail?.textBody).toContain('편하신 시간을 골라 주세요');
    expect(mail?.textBody).toContain('https://meet.example.com/abc');
    expect(mail?.textBody).toContain('제안된 시간');
    expect(mail?.textBody).toContain(' 10:00 (서울 시간)');
    expect(mail?.textBody).toContain(' 14:30 (서울 시간)');
    expect(mail?.textBody).not.toContain('Asia/Seoul');
    expect(mail?.textBody).toContain('/ko/talent/mypage/manage-job/document-review');
    // Every notification mail carries the one-click link and the RFC 8058 headers.
    expect(mail?.textBody).toMatch(/\/ko\/settings\/notifications\/unsubscribe\?token=/);
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/notification-flags\/one-click\?token=.+>$/,
    );
  });

  it('does not mail the proposal when the company says so, or when the talent turned e-mail off', async () => {
    const first = await applied('en', 'James');
    expect((await propose(first.postingId, first.talent.id, proposal({ emailNotiFlag: false }))).statusCode).toBe(201);
    expect(await mailsOf(first.talent.email, ['INTERVIEW_PROPOSED'])).toHaveLength(0);

    const second = await applied('en', 'Seoyeon');
    await setFlags(second.talent.id, { emailNotiFlag: false });
    expect((await propose(second.postingId, second.talent.id)).statusCode).toBe(201);
    expect(await mailsOf(second.talent.email, ['INTERVIEW_PROPOSED'])).toHaveLength(0);
  });

  it('sends the talent the invitation, and mails each company member in their language', async () => {
    const { postingId, talent, appId } = await applied('en', 'Emily');
    const proposed = await propose(postingId, talent.id);
    const slot = proposed.json().data.interviewProposal.slots[1];
    expect((await talentPost(talent, appId, 'interview/choose', { slotId: slot.id })).statusCode).toBe(200);

    const [confirmation] = await mailsOf(talent.email, ['INTERVIEW_SCHEDULED']);
    expect(confirmation).toMatchObject({ locale: 'en', subject: 'Interview confirmed: 백엔드 개발자 at 누리소프트' });
    expect(confirmation?.textBody).toContain('Time: ');
    expect(confirmation?.attachments).toHaveLength(1);
    const [ics] = confirmation?.attachments ?? [];
    expect(ics).toMatchObject({
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      calendarMethod: 'REQUEST',
    });
    // 14:30 in Seoul is 05:30 UTC.
    expect(ics?.content).toContain(`DTSTART:${inDays(11).replaceAll('-', '')}T053000Z`);
    expect(ics?.content).toMatch(/\r\nURL(;VALUE=URI)?:https:\/\/meet\.example\.com\/abc\r\n/);
    // Online: the meeting link is the LOCATION too, so every calendar shows it.
    expect(ics?.content).toContain('LOCATION:https://meet.example.com/abc');

    const [ko] = await mailsOf(company.email, ['INTERVIEW_CHOSEN']);
    expect(ko).toMatchObject({ locale: 'ko', subject: '[TalentBridge] Emily User 님이 면접 시간을 선택했습니다' });
    expect(ko?.textBody).toContain(`/ko/company/mypage/manage-recruitment/${postingId}`);
    // Members off the panel get the notice; the invitation goes to the participants (hiring.calendar.test.ts).
    expect(ko?.attachments).toEqual([]);
    const [en] = await mailsOf(colleague.email, ['INTERVIEW_CHOSEN']);
    expect(en).toMatchObject({ locale: 'en', subject: 'Emily User chose an interview time' });
    // The company's one-click link turns off "job decisions", the setting these mails follow.
    expect(en?.textBody).toContain('“Job decisions” is on');
  });

  it('tells the company when none of the times fits, quoting the talent, unless a member turned job decisions off', async () => {
    const { postingId, talent, appId } = await applied('ko', '지우', '한');
    await propose(postingId, talent.id);
    await setFlags(colleague.id, { jobDecisionNotiFlag: false });
    try {
      const res = await talentPost(talent, appId, 'interview/decline-all', { message: '다음 주는 어렵습니다.' });
      expect(res.statusCode).toBe(200);
      const [mail] = await mailsOf(company.email, ['INTERVIEW_DECLINED']);
      expect(mail?.subject).toBe('[TalentBridge] 한지우 님이 가능한 면접 시간이 없다고 답했습니다');
      expect(mail?.textBody).toContain('다음 주는 어렵습니다.');
      expect(await mailsOf(colleague.email, ['INTERVIEW_DECLINED'])).toHaveLength(0);
    } finally {
      await setFlags(colleague.id, { jobDecisionNotiFlag: true });
    }
  });
});

describe('offer answers', () => {
  async function offered(locale: 'en' | 'ko', name: string) {
    const a = await applied(locale, name);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-applications/${a.appId}/offers`,
      headers: company.auth,
      payload: { candidateId: a.talent.id, content: '함께해요', emailNotiFlag: true, ...offerTerms() },
    });
    expect(res.statusCode).toBe(200);
    return a;
  }

  it('mails the company when the talent accepts, with the talent’s message', async () => {
    const { talent, appId } = await offered('en', 'Accepting');
    const res = await talentPost(talent, appId, 'offer/accept', { message: 'Looking forward to it!' });
    expect(res.statusCode).toBe(200);
    const [ko] = await mailsOf(company.email, ['OFFER_ACCEPTED']);
    expect(ko?.subject).toBe('[TalentBridge] Accepting User 님이 채용 제안을 수락했습니다');
    expect(ko?.textBody).toContain('Looking forward to it!');
    const [en] = await mailsOf(colleague.email, ['OFFER_ACCEPTED']);
    expect(en?.subject).toBe('Accepting User accepted your job offer');
  });

  it('mails the company when the talent declines', async () => {
    const { talent, appId } = await offered('ko', 'Declining');
    expect((await talentPost(talent, appId, 'offer/decline', {})).statusCode).toBe(200);
    const [en] = await mailsOf(colleague.email, ['OFFER_DECLINED']);
    expect(en?.subject).toBe('Declining User declined your job offer');
    expect(await mailsOf(other.email, ['OFFER_DECLINED'])).toHaveLength(0);
  });
});

describe('GET /api/v1/organizations/{orgId}/job-applications/{appId}/interview.ics', () => {
  const ics = (user: User, oid: number, appId: number | string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${oid}/job-applications/${appId}/interview.ics`,
      headers: user.auth,
    });

  it('gives the owner organization the confirmed interview, the same event the talent gets', async () => {
    const { postingId, talent, appId } = await applied('en', 'Calendar');
    const slot = (await propose(postingId, talent.id, proposal({ type: 'OFFLINE', location: '판교 사옥 3층' }))).json()
      .data.interviewProposal.slots[0];
    // Not confirmed yet: nothing to add to a calendar.
    expect((await ics(company, orgId, appId)).statusCode).toBe(404);
    await talentPost(talent, appId, 'interview/choose', { slotId: slot.id });

    const res = await ics(colleague, orgId, appId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="interview.ics"');
    expect(res.body).toContain(`DTSTART:${inDays(10).replaceAll('-', '')}T010000Z`);
    expect(res.body).toContain('LOCATION:판교 사옥 3층');
    const mine = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/applications/${appId}/interview.ics`,
      headers: talent.auth,
    });
    expect(res.body).toBe(mine.body);
  });

  it('gives another organization 404, a talent 403, anonymous 401 and a bad id 400', async () => {
    const { postingId, talent, appId } = await applied('en', 'Private');
    const slot = (await propose(postingId, talent.id)).json().data.interviewProposal.slots[0];
    await talentPost(talent, appId, 'interview/choose', { slotId: slot.id });
    expect((await ics(other, otherOrgId, appId)).statusCode).toBe(404);
    expect((await ics(other, orgId, appId)).statusCode).toBe(404);
    expect((await ics(talent, orgId, appId)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/job-applications/${appId}/interview.ics`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await ics(company, orgId, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_FAILED');
  });
});
