import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { headersOf, partsOf, type SmtpSink, startSmtpSink, subjectOf } from '../../../test/smtp-sink';
import { mailOutbox } from '../../db/schema/mail';
import { notificationSettings } from '../../db/schema/users';
import { deliverDueMails } from '../../jobs/outbox-worker';
import { createMailer, type Mailer } from '../../mail/mailer';
import { completeProfile, publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { offerTerms } from './hiring.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let sink: SmtpSink;
let port: number;
let mailer: Mailer;
let company: User;
let orgId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  port = sink.port;
  // The server is configured with SMTP_URL pointing at the sink, and the worker uses that configuration.
  app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  mailer = createMailer(app.deps.config.smtpUrl, app.deps.config.mailFrom);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트', locale: 'ko' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
});
afterAll(async () => {
  mailer?.close();
  await sink.stop();
  await app.cleanup();
});

/** Delivers whatever is due (sign-up mails and the like) so each test starts from an empty queue. */
async function drain() {
  while ((await deliverDueMails(app.database.db, mailer)) > 0) {}
}

async function applicationOf(talentLocale: 'en' | 'ko', firstName: string) {
  const postingId = await publishPosting(app, company.auth, orgId, { title: '백엔드 개발자' });
  const talent = await createVerifiedUser(app, { role: 'NORMAL', firstName, locale: talentLocale });
  await completeProfile(app, talent.id);
  const res = await app.inject({ method: 'POST', url: `/api/v1/jobs/${postingId}/apply`, headers: talent.auth });
  expect(res.statusCode).toBe(201);
  return { postingId, talent, appId: res.json().data.applicationId as number };
}

const mailsTo = (email: string) => sink.received.filter((m) => m.to.includes(email));
const textOf = (raw: string) => partsOf(raw).find((p) => p.headers.get('content-type')?.startsWith('text/plain'));

describe('hiring mail through a real SMTP server that is briefly unreachable', () => {
  it('keeps the offer mail while the server is down and delivers it, in Korean, once it is back', async () => {
    const { talent, appId } = await applicationOf('ko', '민지');
    await drain();

    await sink.stop();
    const offer = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-applications/${appId}/offers`,
      headers: company.auth,
      payload: { candidateId: talent.id, content: '함께하게 되어 기쁩니다.', emailNotiFlag: true, ...offerTerms() },
    });
    // The action never depends on the mail server.
    expect(offer.statusCode).toBe(200);
    expect(offer.json().data.status).toBe('OFFERED');

    const before = Date.now();
    expect(await deliverDueMails(app.database.db, mailer)).toBe(0);
    const [queued] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, talent.email), eq(mailOutbox.kind, 'APPLICATION_OFFERED')));
    expect(queued).toMatchObject({ status: 'PENDING', attempts: 1, locale: 'ko' });
    expect(queued?.lastError).toBeTruthy();
    // A retry is scheduled with backoff, not lost and not dropped.
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(before + 5_000);

    sink = await startSmtpSink(port);
    // Not due yet: the worker leaves it alone.
    expect(await deliverDueMails(app.database.db, mailer)).toBe(0);
    await app.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, queued?.id ?? 0));
    expect(await deliverDueMails(app.database.db, mailer)).toBe(1);

    const [sent] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, queued?.id ?? 0));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
    const delivered = mailsTo(talent.email);
    expect(delivered).toHaveLength(1);
    const raw = delivered[0]?.raw ?? '';
    expect(subjectOf(raw)).toBe('[TalentBridge] 누리소프트에서 채용 제안을 보냈습니다');
    const text = textOf(raw)?.body ?? '';
    expect(text).toContain('민지님, 안녕하세요.');
    expect(text).toContain('함께하게 되어 기쁩니다.');
    expect(text).toMatch(/http:\/\/localhost:3000\/ko\/settings\/notifications\/unsubscribe\?token=\S+/);

    // RFC 8058: the mail program's one-click POST to List-Unsubscribe turns the named setting off, signed out.
    const headers = headersOf(raw);
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<([^>]+)>$/.exec(headers.get('list-unsubscribe') ?? '')?.[1] ?? 'http://x/');
    expect(url.pathname).toBe('/api/v1/notification-flags/one-click');
    const click = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect(click.json().data).toEqual({ flag: 'emailNotiFlag', enabled: false });
    const [settings] = await app.database.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, talent.id));
    expect(settings?.emailNotiFlag).toBe(false);
  });

  it('delivers the interview invitation to the talent and the notice to the company', async () => {
    const { postingId, talent, appId } = await applicationOf('en', 'Emily');
    await drain();
    const mark = sink.received.length;
    const newMailsTo = (email: string) => sink.received.slice(mark).filter((m) => m.to.includes(email));
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const proposed = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/jobs/${postingId}/candidates/${talent.id}/interview-proposal`,
      headers: company.auth,
      payload: {
        type: 'OFFLINE',
        location: '서울 강남구 테헤란로 1',
        timeZone: 'Asia/Seoul',
        datesList: [{ date, hour: 10, minute: 0 }],
      },
    });
    expect(proposed.statusCode).toBe(201);
    const slotId = proposed.json().data.interviewProposal.slots[0].id as number;
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/v1/users/${talent.id}/applications/${appId}/interview/choose`,
      headers: talent.auth,
      payload: { slotId },
    });
    expect(chosen.statusCode).toBe(200);
    await drain();

    const toTalent = newMailsTo(talent.email).map((m) => ({ subject: subjectOf(m.raw), raw: m.raw }));
    expect(toTalent.map((m) => m.subject)).toEqual([
      '누리소프트 invites you to an interview',
      'Interview confirmed: 백엔드 개발자 at 누리소프트',
    ]);
    const ics = partsOf(toTalent[1]?.raw ?? '').find((p) => p.headers.get('content-type')?.startsWith('text/calendar'));
    // An iMIP invitation: the text/calendar part names its method.
    expect(ics?.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
    expect(ics?.body).toContain('BEGIN:VCALENDAR');
    // 10:00 in Seoul is 01:00 UTC.
    expect(ics?.body).toContain(`DTSTART:${date.replaceAll('-', '')}T010000Z`);
    expect(ics?.body).toContain('LOCATION:서울 강남구 테헤란로 1');

    const toCompany = newMailsTo(company.email);
    expect(toCompany).toHaveLength(1);
    expect(subjectOf(toCompany[0]?.raw ?? '')).toBe('[TalentBridge] Emily User 님이 면접 시간을 선택했습니다');
    const companyIcs = partsOf(toCompany[0]?.raw ?? '').find((p) =>
      p.headers.get('content-type')?.startsWith('text/calendar'),
    );
    // The company's members off the panel get the notice alone; the calendar goes to the panel (none here).
    expect(companyIcs).toBeUndefined();
  });
});
