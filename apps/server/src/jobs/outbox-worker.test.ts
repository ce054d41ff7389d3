import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, lastMailTo, type TestApp, uniqueEmail } from '../../test/helpers';
import { startSmtpSink as startSink, subjectOf } from '../../test/smtp-sink';
import { mailOutbox } from '../db/schema/mail';
import { createMailer, type Mailer } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { deliverDueMails, startOutboxWorker } from './outbox-worker';

let app: TestApp;
let sink: Awaited<ReturnType<typeof startSink>>;
let mailer: Mailer;
const FROM = 'TalentBridge <no-reply@talentbridge.local>';

beforeAll(async () => {
  app = await createTestApp();
  sink = await startSink();
  mailer = createMailer(`smtp://127.0.0.1:${sink.port}`, FROM);
});
afterAll(async () => {
  mailer?.close();
  await sink.stop();
  await app.cleanup();
});

async function signUp(email: string, locale: 'en' | 'ko') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: {
      role: 'NORMAL',
      email,
      password: GOOD_PASSWORD,
      firstName: '민지',
      lastName: '김',
      locale,
      agreements: { terms: true, privacy: true },
    },
  });
  expect(res.statusCode).toBe(201);
}

async function row(id: number) {
  const [r] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!r) throw new Error(`no mail ${id}`);
  return r;
}

describe('mail delivery over SMTP', () => {
  it('delivers the verification mail in the user language', async () => {
    const email = uniqueEmail('smtp');
    await signUp(email, 'ko');
    const queued = await lastMailTo(app, email);
    expect(queued?.status).toBe('PENDING');

    const delivered = await deliverDueMails(app.database.db, mailer);
    expect(delivered).toBe(1);
    const mail = sink.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('no-reply@talentbridge.local');
    expect(subjectOf(mail?.raw ?? '')).toBe('[TalentBridge] 이메일 인증을 완료해 주세요');
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/i);

    const sent = await row(queued?.id ?? 0);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // Nothing is sent twice.
    expect(await deliverDueMails(app.database.db, mailer)).toBe(0);
    expect(sink.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('delivers English mail with an English subject', async () => {
    const email = uniqueEmail('smtp');
    await signUp(email, 'en');
    await deliverDueMails(app.database.db, mailer);
    const mail = sink.received.find((m) => m.to.includes(email));
    expect(subjectOf(mail?.raw ?? '')).toBe('Verify your e-mail for TalentBridge');
  });

  it('keeps a mail for later when the SMTP server is down, and sends it when it is back', async () => {
    const port = sink.port;
    await sink.stop();
    const email = uniqueEmail('retry');
    await signUp(email, 'en');
    const queued = await lastMailTo(app, email);

    const before = Date.now();
    await expect(deliverDueMails(app.database.db, mailer)).resolves.toBe(0);
    const failed = await row(queued?.id ?? 0);
    expect(failed.status).toBe('PENDING');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(before + 5_000);

    sink = await startSink(port);
    // Not due yet: nothing happens.
    expect(await deliverDueMails(app.database.db, mailer)).toBe(0);
    expect(sink.received).toHaveLength(0);

    await app.database.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, failed.id));
    expect(await deliverDueMails(app.database.db, mailer)).toBe(1);
    const sent = await row(failed.id);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(sink.received.map((m) => m.to[0])).toEqual([email]);
  });

  it('keeps retrying with capped backoff inside the retry window, then makes the mail DEAD', async () => {
    const dead = createMailer('smtp://127.0.0.1:1', FROM);
    const queue = async (email: string) => {
      await enqueueMail(app.database.db, {
        to: email,
        subject: 'S',
        text: 'T',
        html: '<p>T</p>',
        kind: 'TEST',
        locale: 'en',
      });
      return (await lastMailTo(app, email))?.id ?? 0;
    };
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    const young = await queue(uniqueEmail('young'));
    const old = await queue(uniqueEmail('old'));
    await app.database.db
      .update(mailOutbox)
      .set({ attempts: 60, firstFailedAt: hoursAgo(71) })
      .where(eq(mailOutbox.id, young));
    await app.database.db
      .update(mailOutbox)
      .set({ attempts: 61, firstFailedAt: hoursAgo(72.01) })
      .where(eq(mailOutbox.id, old));
    await deliverDueMails(app.database.db, dead);
    const retried = await row(young);
    expect(retried).toMatchObject({ status: 'PENDING', attempts: 61 });
    // The delay is capped (30 minutes), however many attempts came before.
    expect(retried.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 5_000);
    expect(await row(old)).toMatchObject({ status: 'DEAD', attempts: 62 });
    dead?.close();
  });

  it('the worker delivers at once when kicked, and stops cleanly', async () => {
    const worker = startOutboxWorker(app.database.db, mailer, app.log, 60_000);
    const email = uniqueEmail('kick');
    await signUp(email, 'en');
    worker.kick();
    for (let i = 0; i < 100 && (await lastMailTo(app, email))?.status !== 'SENT'; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await worker.stop();
    expect((await lastMailTo(app, email))?.status).toBe('SENT');
    expect(sink.received.some((m) => m.to.includes(email))).toBe(true);
  });

  it('an instance without a mailer leaves mails alone for an instance with SMTP to send', async () => {
    const email = uniqueEmail('kept');
    await signUp(email, 'en');
    expect(createMailer(undefined, FROM)).toBeNull();
    expect(await deliverDueMails(app.database.db, null)).toBe(0);
    expect((await lastMailTo(app, email))?.status).toBe('PENDING');
    expect(await deliverDueMails(app.database.db, mailer)).toBe(1);
    expect((await lastMailTo(app, email))?.status).toBe('SENT');
    expect(sink.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
