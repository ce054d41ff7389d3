import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { MailAttachment } from '../db/schema/mail';
import type { Mailer } from '../mail/mailer';

const BATCH = 20;
const MAX_ATTEMPTS = 8;

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
 * Delivers due mails. Rows are claimed with SKIP LOCKED so several instances never send one mail twice;
 * a failure is retried with exponential backoff and never affects the action that queued the mail.
 * Without a mailer, due mails are marked KEPT for the development mailbox.
 */
export async function deliverDueMails(db: Db, mailer: Mailer, log?: FastifyBaseLogger): Promise<number> {
  if (!mailer) {
    await db.execute(sql`update mail_outbox set status = 'KEPT' where status = 'PENDING'`);
    return 0;
  }
  let delivered = 0;
  await db.transaction(async (tx) => {
    const result = await tx.execute<Row>(sql`
      select id, to_address, subject, text_body, html_body, headers, attachments, attempts from mail_outbox
      where status = 'PENDING' and next_attempt_at <= now()
      order by id limit ${BATCH} for update skip locked`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    for (const row of rows) {
      try {
        await mailer.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          headers: row.headers ?? {},
          attachments: row.attachments ?? [],
        });
        await tx.execute(
          sql`update mail_outbox set status = 'SENT', sent_at = now(), attempts = attempts + 1 where id = ${row.id}`,
        );
        delivered += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        const backoffSeconds = Math.min(3600, 2 ** attempts * 5);
        log?.warn({ mailId: row.id, attempts, err: error }, 'mail delivery failed');
        await tx.execute(sql`
          update mail_outbox set attempts = ${attempts}, last_error = ${String((error as Error).message).slice(0, 500)},
            status = ${failed ? 'FAILED' : 'PENDING'},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds})
          where id = ${row.id}`);
      }
    }
  });
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
