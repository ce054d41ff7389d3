import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { MailAttachment } from '../db/schema/mail';
import { MAIL_DELIVERY, retryDelaySeconds } from '../mail/delivery-policy';
import type { Mailer } from '../mail/mailer';

type Row = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  attachments: MailAttachment[] | null;
  attempts: number;
};

/**
 * Claims due mails in one statement of its own (status SENDING, leased until `next_attempt_at`): SKIP LOCKED keeps
 * two workers off the same rows, and the claim commits before any SMTP traffic, so no transaction or row lock is held
 * while a mail server is slow. A lease that ran out (its worker died) makes the mail due again.
 */
async function claimDueMails(db: Db): Promise<Row[]> {
  const result = await db.execute<Row>(sql`
    update mail_outbox set status = 'SENDING', next_attempt_at = now() + make_interval(secs => ${MAIL_DELIVERY.leaseSeconds})
    where id in (
      select id from mail_outbox
      where status in ('PENDING', 'SENDING') and next_attempt_at <= now()
      order by id limit ${MAIL_DELIVERY.batch} for update skip locked)
    returning id, to_address, subject, text_body, html_body, headers, attachments, attempts`);
  return (result as unknown as { rows: Row[] }).rows.sort((a, b) => a.id - b.id);
}

const recordSent = (db: Db, id: number) =>
  db.execute(sql`
    update mail_outbox set status = 'SENT', sent_at = now(), attempts = attempts + 1, last_error = null
    where id = ${id} and status = 'SENDING'`);

/** The retry window of a mail has passed (counted from its first failure since queued or retried by an admin). */
const windowPassed = sql`coalesce(first_failed_at, now()) <= now() - make_interval(hours => ${MAIL_DELIVERY.giveUpAfterHours})`;

/**
 * Schedules the next attempt with capped backoff, or makes the mail DEAD once the retry window has passed (its
 * `next_attempt_at` then records when it died).
 */
const recordFailure = (db: Db, row: Row, error: unknown) =>
  db.execute(sql`
    update mail_outbox set
      attempts = attempts + 1,
      last_error = ${String((error as Error)?.message ?? error).slice(0, 500)},
      first_failed_at = coalesce(first_failed_at, now()),
      status = case when ${windowPassed} then 'DEAD' else 'PENDING' end,
      next_attempt_at = case when ${windowPassed} then now()
        else now() + make_interval(secs => ${retryDelaySeconds(row.attempts + 1)}) end
    where id = ${row.id} and status = 'SENDING'`);

/**
 * Delivers due mails: claim (committed), send, record each result in its own statement. A failure is retried with
 * capped exponential backoff for `MAIL_DELIVERY.giveUpAfterHours`, then the mail is DEAD (a dead letter).
 * Without a mailer this instance sends nothing and touches no mail: another instance with SMTP may share the database.
 */
export async function deliverDueMails(db: Db, mailer: Mailer, log?: FastifyBaseLogger): Promise<number> {
  if (!mailer) return 0;
  let delivered = 0;
  for (const row of await claimDueMails(db)) {
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers ?? {},
        attachments: row.attachments ?? [],
      });
    } catch (error) {
      log?.warn({ mailId: row.id, err: error }, 'mail delivery failed');
      await recordFailure(db, row, error);
      continue;
    }
    await recordSent(db, row.id);
    delivered += 1;
  }
  return delivered;
}

/** Polls the outbox every `intervalMs` until stopped; `kick()` delivers at once (after a commit that queued mail). */
export function startOutboxWorker(db: Db, mailer: Mailer, log: FastifyBaseLogger, intervalMs = 2000) {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await deliverDueMails(db, mailer, log);
    } catch (error) {
      log.warn({ err: error }, 'outbox worker tick failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    kick: () => void tick(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
}
