import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { partsOf, type SmtpSink, startSmtpSink, subjectOf } from '../../../test/smtp-sink';
import { organizationMembers } from '../../db/schema/organizations';
import { talentProfiles } from '../../db/schema/profiles';
import { forgetSessions } from '../../http/auth';
import { deliverDueMails } from '../../jobs/outbox-worker';
import { createMailer, type Mailer } from '../../mail/mailer';
import { setOrganizationStatus } from '../postings/postings.test-support';
import { applied, inDays, onlineProposal, propose, talentPost, type User } from './hiring.test-support';

/*
 * Interview invitations through a real SMTP server, read back by an independent iCalendar parser (ical.js):
 * REQUEST to every participant in their language, SEQUENCE raised on a change, CANCEL with the same UID.
 */

let app: TestApp, sink: SmtpSink, mailer: Mailer;
let company: User, interviewer: User, orgId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
  mailer = createMailer(app.deps.config.smtpUrl, app.deps.config.mailFrom);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트', locale: 'ko' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
  // An English-speaking colleague in the same organization sits on the panel.
  interviewer = await createVerifiedUser(app, { role: 'ORGANIZATION', firstName: 'Jamie', locale: 'en' });
  const db = app.database.db;
  await db.delete(organizationMembers).where(eq(organizationMembers.userId, interviewer.id));
  await db
    .insert(organizationMembers)
    .values({ organizationId: orgId, userId: interviewer.id, memberRole: 'RECRUITER' });
  forgetSessions({ userId: interviewer.id });
});
afterAll(async () => {
  mailer?.close();
  await sink.stop();
  await app.cleanup();
});

async function deliver() {
  while ((await deliverDueMails(app.database.db, mailer)) > 0) {}
}

type Invitation = { contentType: string; method: string; uid: string; sequence: number; event: ICAL.Event };

/** The calendar part of the newest mail to `email` whose subject matches, parsed by ical.js. */
function invitationTo(email: string, subject: RegExp): Invitation & { subject: string; text: string } {
  const mail = sink.received.filter((m) => m.to.includes(email) && subject.test(subjectOf(m.raw))).at(-1);
  if (!mail) throw new Error(`no mail to ${email} matching ${subject}`);
  const parts = partsOf(mail.raw);
  const part = parts.find((p) => p.headers.get('content-type')?.startsWith('text/calendar'));
  if (!part) throw new Error('no text/calendar part');
  const calendar = new ICAL.Component(ICAL.parse(part.body));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    subject: subjectOf(mail.raw),
    text: parts.find((p) => p.headers.get('content-type')?.startsWith('text/plain'))?.body ?? '',
    contentType: part.headers.get('content-type') ?? '',
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    event,
  };
}

async function scheduled(opts: { talentLocale: 'en' | 'ko'; country?: string; title: string }) {
  const a = await applied(app, company, orgId, { title: opts.title, locale: opts.talentLocale, firstName: 'Mina' });
  if (opts.country) {
    await app.database.db
      .update(talentProfiles)
      .set({ country: opts.country })
      .where(eq(talentProfiles.userId, a.talent.id));
  }
  const proposed = await propose(
    app,
    company,
    orgId,
    a.postingId,
    a.talent.id,
    onlineProposal({ interviewerIds: [interviewer.id, company.id] }),
  );
  expect(proposed.statusCode).toBe(201);
  const slot = proposed.json().data.interviewProposal.slots[0];
  expect((await talentPost(app, a.talent, a.appId, 'interview/choose', { slotId: slot.id })).statusCode).toBe(200);
  await deliver();
  return { ...a, slot, proposalId: proposed.json().data.interviewProposal.id as number };
}

describe('interview invitations', () => {
  it('sends every participant a REQUEST with one UID on the installation domain, in their own language', async () => {
    const { talent, slot, proposalId } = await scheduled({ talentLocale: 'en', country: 'GB', title: 'Backend' });
    const toTalent = invitationTo(talent.email, /Interview confirmed/);
    const toInterviewer = invitationTo(interviewer.email, /Interview with/);
    const toOwner = invitationTo(company.email, /면접 일정 안내/);
    for (const inv of [toTalent, toInterviewer, toOwner]) {
      expect(inv.contentType).toMatch(/^text\/calendar;.*method=REQUEST/);
      expect(inv.method).toBe('REQUEST');
      expect(inv.uid).toBe(`interview-${proposalId}@localhost`);
      expect(inv.sequence).toBe(0);
      expect(inv.event.startDate.toJSDate().toISOString()).toBe(slot.startsAt);
      // Online: the meeting link is the LOCATION too.
      expect(inv.event.location).toBe('https://meet.example.com/abc');
      expect(inv.event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(
        expect.arrayContaining([`mailto:${talent.email}`, `mailto:${interviewer.email}`].map((e) => e.toLowerCase())),
      );
    }
    expect(toTalent.event.summary).toBe('Interview: Backend (누리소프트)');
    expect(toInterviewer.event.summary).toBe('Interview: Backend (누리소프트)');
    expect(toOwner.event.summary).toBe('면접: Backend (누리소프트)');
    // Each reader's time zone: the talent in London, the panel in the zone the company proposed in.
    expect(toTalent.text).toContain('(London time)');
    expect(toOwner.text).toContain('(서울 시간)');
  });

  it('raises SEQUENCE on a change of time, then cancels with the same UID and a higher SEQUENCE', async () => {
    const { talent, appId, proposalId } = await scheduled({ talentLocale: 'ko', title: '데이터 엔지니어' });
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${orgId}/job-applications/${appId}/interview`,
      headers: company.auth,
      payload: {
        type: 'ONLINE',
        meetingUrl: 'https://meet.example.com/new',
        timeZone: 'Asia/Seoul',
        slot: { date: inDays(12), hour: 16, minute: 0 },
      },
    });
    expect(moved.statusCode).toBe(200);
    await deliver();
    const update = invitationTo(talent.email, /면접 일정이 변경/);
    expect(update).toMatchObject({ method: 'REQUEST', uid: `interview-${proposalId}@localhost`, sequence: 1 });
    expect(update.event.location).toBe('https://meet.example.com/new');
    expect(update.event.summary).toBe('면접: 데이터 엔지니어 (누리소프트)');
    expect(invitationTo(interviewer.email, /Interview changed/).sequence).toBe(1);

    const rejected = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-applications/${appId}/reject`,
      headers: company.auth,
      payload: { content: '죄송합니다', emailNotiFlag: false },
    });
    expect(rejected.statusCode).toBe(200);
    await deliver();
    for (const [email, subject] of [
      [talent.email, /면접이 취소/],
      [interviewer.email, /Interview cancelled/],
      [company.email, /면접 취소/],
    ] as const) {
      const cancel = invitationTo(email, subject);
      expect(cancel.contentType).toMatch(/^text\/calendar;.*method=CANCEL/);
      expect(cancel).toMatchObject({ method: 'CANCEL', uid: `interview-${proposalId}@localhost`, sequence: 2 });
      expect(String(cancel.event.component.getFirstPropertyValue('status'))).toBe('CANCELLED');
    }
  });

  it('cancels the confirmed interview for everyone when the talent withdraws or the company cancels', async () => {
    const withdrawn = await scheduled({ talentLocale: 'en', title: 'Platform' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${withdrawn.postingId}/cancel-application`,
      headers: withdrawn.talent.auth,
    });
    expect(res.statusCode).toBe(200);
    await deliver();
    const uid = `interview-${withdrawn.proposalId}@localhost`;
    for (const [email, subject] of [
      [withdrawn.talent.email, /Interview cancelled/],
      [interviewer.email, /Interview cancelled/],
      [company.email, /면접 취소/],
    ] as const) {
      expect(invitationTo(email, subject)).toMatchObject({ method: 'CANCEL', uid, sequence: 1 });
    }

    const cancelled = await scheduled({ talentLocale: 'ko', title: 'QA' });
    const decided = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-applications/${cancelled.appId}/cancel`,
      headers: company.auth,
      payload: { content: '채용 계획이 변경되었습니다', emailNotiFlag: false },
    });
    expect(decided.statusCode).toBe(200);
    await deliver();
    const cancel = invitationTo(cancelled.talent.email, /면접이 취소/);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: `interview-${cancelled.proposalId}@localhost`, sequence: 1 });
    expect(cancel.event.summary).toBe('면접: QA (누리소프트)');
  });

  it('cancels the confirmed interview when new times are proposed (rescheduled away)', async () => {
    const { talent, postingId, proposalId } = await scheduled({ talentLocale: 'en', title: 'Mobile' });
    const again = await propose(app, company, orgId, postingId, talent.id, onlineProposal());
    expect(again.statusCode).toBe(201);
    await deliver();
    const cancel = invitationTo(talent.email, /Interview cancelled/);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: `interview-${proposalId}@localhost`, sequence: 1 });
    // The talent's .ics download follows the new proposal: nothing confirmed now.
    const ics = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/applications/${again.json().data.id}/interview.ics`,
      headers: talent.auth,
    });
    expect(ics.statusCode).toBe(404);
  });

  it('serves the confirmed interview as a download in the reader language with the current SEQUENCE', async () => {
    const { talent, appId, proposalId } = await scheduled({ talentLocale: 'en', title: 'Frontend' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/applications/${appId}/interview.ics`,
      headers: { ...talent.auth, 'accept-language': 'ko' },
    });
    expect(res.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(`interview-${proposalId}@localhost`);
    expect(event.summary).toBe('면접: Frontend (누리소프트)');
  });
});
