import type { Locale } from '@app/contract/schemas/common';
import type { PushPayload } from '@app/contract/schemas/push';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { renderNotificationMessage } from '../modules/notifications/notifications.messages';
import { pushEndpointAllowed } from '../push/endpoint';
import { type PushOutcome, sendPush } from '../push/send';
import type { VapidKeys } from '../push/vapid';

const BATCH = 20;
const MAX_ATTEMPTS = 5;

type Row = {
  id: number;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: number;
  type: string;
  params: Record<string, string | number | boolean | null>;
  locale: Locale;
  role: string;
  /** Still worth sending: the subscription's session lives, the account is active and its push flag is on. */
  deliverable: boolean;
};

/** The page a push opens: the recipient's notification list, in their language. */
export function pushTargetUrl(publicUrl: string, role: string, locale: Locale) {
  return `${publicUrl}/${locale}/${role === 'ORGANIZATION' ? 'company' : 'talent'}/mypage/notifications`;
}

export function pushPayload(
  row: Pick<Row, 'notification_id' | 'type' | 'params' | 'locale' | 'role'>,
  publicUrl: string,
) {
  const payload: PushPayload = {
    title: 'TalentBridge',
    body: renderNotificationMessage(row.type, row.params, row.locale),
    url: pushTargetUrl(publicUrl, row.role, row.locale),
    tag: `notification-${row.notification_id}`,
    notificationId: row.notification_id,
    lang: row.locale,
  };
  return JSON.stringify(payload);
}

type Options = {
  publicUrl: string;
  /** In production only known push services are sent to (a row from before that rule is dropped unsent). */
  production?: boolean;
  log?: FastifyBaseLogger;
  send?: typeof sendPush;
};

/**
 * A claimed delivery is hidden from other runs this long (sends time out after 10 s); a run that died meanwhile
 * leaves it to be sent again after that.
 */
const LEASE_SECONDS = 120;

/**
 * Delivers due pushes (the push outbox). Rows are claimed in one statement (SKIP LOCKED, then leased by moving
 * `next_attempt_at`), so two instances never send one push twice and no transaction stays open during the network
 * sends; the outcomes are recorded afterwards. 404/410 from the push service removes the subscription; 429, 5xx and
 * network errors retry with backoff. A delivery whose session ended, whose account left or whose push flag was
 * turned off since (or whose endpoint is not allowed) is dropped unsent.
 */
export async function deliverDuePushes(db: Db, vapid: VapidKeys, options: Options): Promise<number> {
  const send = options.send ?? sendPush;
  const result = await db.execute<Row>(sql`
    with due as (
      select id from push_deliveries
      where status = 'PENDING' and next_attempt_at <= now()
      order by id limit ${BATCH}
      for update skip locked
    ),
    claimed as (
      update push_deliveries d set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      from due where d.id = due.id
      returning d.id, d.attempts, d.subscription_id, d.notification_id
    )
    select c.id, c.attempts, c.subscription_id, s.endpoint, s.p256dh, s.auth,
      n.id as notification_id, n.type, n.params, u.locale, u.role,
      (s.user_id = n.user_id and se.expires_at > now() and u.status = 'ACTIVE' and coalesce(ns.push_noti_flag, false))
        as deliverable
    from claimed c
    join push_subscriptions s on s.id = c.subscription_id
    join sessions se on se.id = s.session_id
    join notifications n on n.id = c.notification_id
    join users u on u.id = n.user_id
    left join notification_settings ns on ns.user_id = n.user_id
    order by c.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  if (rows.length === 0) return 0;
  const outcomes = await Promise.all(
    rows.map(async (row): Promise<PushOutcome | null> => {
      if (!row.deliverable || !pushEndpointAllowed(options.production ?? false, row.endpoint)) return null;
      try {
        return await send(row, pushPayload(row, options.publicUrl), vapid);
      } catch (error) {
        return { kind: 'failed', error: String((error as Error).message) };
      }
    }),
  );
  let delivered = 0;
  await db.transaction(async (tx) => {
    const gone = new Set<number>();
    for (const [index, row] of rows.entries()) {
      const outcome = outcomes[index];
      if (gone.has(row.subscription_id)) continue;
      if (!outcome) {
        await tx.execute(sql`delete from push_deliveries where id = ${row.id}`);
      } else if (outcome.kind === 'sent') {
        delivered += 1;
        await tx.execute(
          sql`update push_deliveries set status = 'SENT', sent_at = now(), attempts = attempts + 1 where id = ${row.id}`,
        );
      } else if (outcome.kind === 'gone') {
        // The browser unsubscribed or the subscription expired: forget it (its pending deliveries go with it).
        gone.add(row.subscription_id);
        await tx.execute(sql`delete from push_subscriptions where id = ${row.subscription_id}`);
      } else {
        const attempts = row.attempts + 1;
        const final = outcome.kind === 'failed' || attempts >= MAX_ATTEMPTS;
        const backoff =
          outcome.kind === 'retry' && outcome.retryAfterSeconds
            ? Math.min(3600, outcome.retryAfterSeconds)
            : Math.min(3600, 2 ** attempts * 5);
        options.log?.warn({ pushDeliveryId: row.id, attempts, error: outcome.error }, 'push delivery failed');
        await tx.execute(sql`
          update push_deliveries set attempts = ${attempts}, last_error = ${outcome.error.slice(0, 500)},
            status = ${final ? 'FAILED' : 'PENDING'},
            next_attempt_at = now() + make_interval(secs => ${backoff})
          where id = ${row.id}`);
      }
    }
  });
  return delivered;
}

/**
 * Polls the push outbox every `intervalMs` until stopped; `kick()` delivers at once (the notification hub kicks it
 * when a notification commits). A kick during a run makes one more run right after it.
 */
export function startPushWorker(
  db: Db,
  vapid: VapidKeys,
  options: Options & { log: FastifyBaseLogger },
  intervalMs = 5000,
) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDuePushes(db, vapid, options);
        } catch (error) {
          options.log.warn({ err: error }, 'push worker tick failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    kick: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
