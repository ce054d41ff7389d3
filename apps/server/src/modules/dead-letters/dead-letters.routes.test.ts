import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createVerifiedUser,
  lastMailTo,
  makeAdmin,
  type TestApp,
  uniqueEmail,
} from '../../../test/helpers';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { mailOutbox } from '../../db/schema/mail';
import { deliverDueMails } from '../../jobs/outbox-worker';
import { createMailer } from '../../mail/mailer';
import { enqueueMail } from '../../mail/outbox';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
const FROM = 'TalentBridge <no-reply@talentbridge.local>';

let app: TestApp;
let admin: User;
let company: User;
let talent: User;
let sink: SmtpSink;

beforeAll(async () => {
  app = await createTestApp();
  sink = await startSmtpSink();
  admin = await createVerifiedUser(app, { firstName: 'Ada' });
  await makeAdmin(app, admin.id);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
  talent = await createVerifiedUser(app);
  // The sign-up mails are delivered, so only the mails the tests make are left.
  const mailer = createMailer(`smtp://127.0.0.1:${sink.port}`, FROM);
  while ((await deliverDueMails(app.database.db, mailer)) > 0) {}
  mailer?.close();
});
afterAll(async () => {
  await sink.stop();
  await app.cleanup();
});

/** A mail that failed for 72 hours against an SMTP server that is down, and so is DEAD. */
async function deadLetter(to: string) {
  await enqueueMail(app.database.db, {
    to,
    subject: '면접 일정',
    text: 'T',
    html: '<p>T</p>',
    kind: 'TEST',
    locale: 'ko',
  });
  const id = (await lastMailTo(app, to))?.id ?? 0;
  await app.database.db
    .update(mailOutbox)
    .set({ firstFailedAt: new Date(Date.now() - 73 * 3600_000) })
    .where(eq(mailOutbox.id, id));
  const down = createMailer('smtp://127.0.0.1:1', FROM);
  await deliverDueMails(app.database.db, down);
  down?.close();
  return id;
}

const ready = async () => (await app.inject({ method: 'GET', url: '/api/ready' })).json().data;

describe('dead letters in the admin console', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/v1/admin/mails/dead' },
    { method: 'POST' as const, url: '/api/v1/admin/mails/1/retry' },
  ];

  it('are for administrators only: 403 for companies and talents, 401 for anonymous callers', async () => {
    for (const route of routes) {
      expect((await app.inject({ ...route, headers: company.auth })).statusCode, route.url).toBe(403);
      expect((await app.inject({ ...route, headers: talent.auth })).statusCode, route.url).toBe(403);
      expect((await app.inject(route)).statusCode, route.url).toBe(401);
    }
  });

  it('lists none while every mail is delivered, and readiness counts 0', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/admin/mails/dead', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ data: [], pageNumber: 1, last: true, totalElementCount: 0 });
    expect(await ready()).toEqual({ status: 'ready', deadLetters: 0 });
  });

  it('lists a mail given up on, newest first and paged, and readiness counts it', async () => {
    const first = await deadLetter(uniqueEmail('dead1'));
    const second = await deadLetter(uniqueEmail('dead2'));
    const res = await app.inject({ method: 'GET', url: '/api/v1/admin/mails/dead?size=1', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ pageNumber: 1, last: false, totalElementCount: 2 });
    expect(page.data[0]).toMatchObject({ id: second, subject: '면접 일정', kind: 'TEST', locale: 'ko', attempts: 1 });
    expect(page.data[0].lastError).toBeTruthy();
    const next = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/mails/dead?size=1&page=2',
      headers: admin.auth,
    });
    expect(next.json().data.data[0].id).toBe(first);
    expect((await ready()).deadLetters).toBe(2);
  });

  it('retries a dead letter: it is sent by the next pass and leaves the list', async () => {
    const email = uniqueEmail('revive');
    const id = await deadLetter(email);
    const res = await app.inject({ method: 'POST', url: `/api/v1/admin/mails/${id}/retry`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id, status: 'PENDING' });
    const [row] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'PENDING', firstFailedAt: null });

    const mailer = createMailer(`smtp://127.0.0.1:${sink.port}`, FROM);
    await deliverDueMails(app.database.db, mailer);
    mailer?.close();
    expect(sink.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    const list = await app.inject({ method: 'GET', url: '/api/v1/admin/mails/dead?size=50', headers: admin.auth });
    expect(list.json().data.data.map((m: { id: number }) => m.id)).not.toContain(id);
  });

  it('answers 409 for a mail that is not dead, 404 for none, 400 for bad input, in the caller language', async () => {
    const sent = (await lastMailTo(app, admin.email))?.id ?? 0;
    const notDead = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/mails/${sent}/retry`,
      headers: { ...admin.auth, 'accept-language': 'ko' },
    });
    expect(notDead.statusCode).toBe(409);
    expect(notDead.json().errorCode).toBe('INVALID_STATUS_TRANSITION');
    const missing = await app.inject({ method: 'POST', url: '/api/v1/admin/mails/999999/retry', headers: admin.auth });
    expect(missing.statusCode).toBe(404);
    for (const url of ['/api/v1/admin/mails/abc/retry', '/api/v1/admin/mails/0/retry']) {
      expect((await app.inject({ method: 'POST', url, headers: admin.auth })).statusCode, url).toBe(400);
    }
    for (const query of ['page=0', 'size=1000', 'status=DEAD']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/admin/mails/dead?${query}`, headers: admin.auth });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
