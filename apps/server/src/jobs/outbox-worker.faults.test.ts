import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/helpers';
import { startSmtpSink } from '../../test/smtp-sink';
import { mailOutbox } from '../db/schema/mail';
import { createMailer } from '../mail/mailer';
import { enqueueMails } from '../mail/outbox';
import { deliverDueMails } from './outbox-worker';

const FROM = 'TalentBridge <no-reply@talentbridge.local>';
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.cleanup();
});

/** Queues `n` mails to fresh addresses and returns their ids. */
async function queue(n: number, prefix: string) {
  const emails = Array.from({ length: n }, () => uniqueEmail(prefix));
  await enqueueMails(
    app.database.db,
    emails.map((to) => ({ to, subject: 'S', text: 'T', html: '<p>T</p>', kind: 'TEST', locale: 'en' as const })),
  );
  const rows = await app.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(inArray(mailOutbox.toAddress, emails));
  return { emails, ids: rows.map((r) => r.id) };
}

/** Makes the given mails due now, as if their backoff had passed. */
const makeDue = (ids: number[]) =>
  app.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(inArray(mailOutbox.id, ids));

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`over ${ms} ms`)), ms))]);

describe('the outbox worker against a slow or failing SMTP server', () => {
  it('holds no transaction or row lock while the mail server is slow to answer', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const atServer = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const sink = await startSmtpSink(0, {
      beforeAccept: () => {
        arrived();
        return held;
      },
    });
    const mailer = createMailer(`smtp://127.0.0.1:${sink.port}`, FROM);
    const { ids } = await queue(1, 'slow');
    const id = ids[0] ?? 0;
    const delivery = deliverDueMails(app.database.db, mailer);
    await atServer;
    // The claim is committed (visible to everyone) and the row can be written by anyone meanwhile.
    const [claimed] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(claimed?.status).toBe('SENDING');
    await within(
      app.database.db.transaction((tx) => tx.update(mailOutbox).set({ kind: 'TEST' }).where(eq(mailOutbox.id, id))),
      3_000,
    );
    release();
    expect(await delivery).toBe(1);
    const [sent] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent?.status).toBe('SENT');
    mailer?.close();
    await sink.stop();
  });

  it('two workers running at once send each mail exactly once', async () => {
    const sink = await startSmtpSink();
    const url = `smtp://127.0.0.1:${sink.port}`;
    const [a, b] = [createMailer(url, FROM), createMailer(url, FROM)];
    const { emails } = await queue(30, 'pair');
    const pass = async (mailer: typeof a) => {
      let total = 0;
      for (
        let n = await deliverDueMails(app.database.db, mailer);
        n > 0;
        n = await deliverDueMails(app.database.db, mailer)
      )
        total += n;
      return total;
    };
    const [sentByA, sentByB] = await Promise.all([pass(a), pass(b)]);
    expect(sentByA + sentByB).toBe(30);
    for (const email of emails) expect(sink.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    a?.close();
    b?.close();
    await sink.stop();
  });

  it('loses no mail to an outage: refused for hours of retries, then every mail is sent once', async () => {
    let down = true;
    const sink = await startSmtpSink(0, { refuse: () => down });
    const mailer = createMailer(`smtp://127.0.0.1:${sink.port}`, FROM);
    const { emails, ids } = await queue(12, 'outage');
    // Many retries during the outage, the last ones 71 hours after the first failure.
    // One pass (a batch of 20) reaches all 12 mails.
    const attemptAll = async () => {
      await makeDue(ids);
      await deliverDueMails(app.database.db, mailer);
    };
    for (let attempt = 0; attempt < 8; attempt++) await attemptAll();
    await app.database.db
      .update(mailOutbox)
      .set({ firstFailedAt: new Date(Date.now() - 71 * 3600_000) })
      .where(inArray(mailOutbox.id, ids));
    await attemptAll();
    const during = await app.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(during.every((m) => m.status === 'PENDING' && m.attempts === 9 && m.lastError)).toBe(true);
    expect(sink.received).toHaveLength(0);

    down = false;
    await makeDue(ids);
    while ((await deliverDueMails(app.database.db, mailer)) > 0) {}
    const after = await app.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(after.map((m) => m.status)).toEqual(ids.map(() => 'SENT'));
    for (const email of emails) expect(sink.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    mailer?.close();
    await sink.stop();
  }, 120_000);
});
