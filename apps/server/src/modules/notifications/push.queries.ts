import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/push';
import { NOTIFICATIONS_CHANNEL } from './notifications.hub';

/**
 * For notifications just inserted in the caller's transaction: queues one push delivery per subscription of each
 * recipient whose push flag is on (subscriptions of sessions that have expired are skipped), and NOTIFYs the live
 * streams. Both take effect only when the transaction commits. The ids go as one array parameter, so a notice to
 * every user stays one statement.
 */
export async function queuePushAndSignal(db: DbOrTx, notificationIds: number[]) {
  if (notificationIds.length === 0) return;
  const ids = `{${notificationIds.map((id) => Math.trunc(id)).join(',')}}`;
  await db.execute(sql`
    with fresh as (select id, user_id from notifications where id = any(${ids}::int[])),
    queued as (
      insert into push_deliveries (subscription_id, notification_id)
      select s.id, fresh.id from fresh
      join notification_settings ns on ns.user_id = fresh.user_id and ns.push_noti_flag
      join push_subscriptions s on s.user_id = fresh.user_id
      join sessions se on se.id = s.session_id and se.expires_at > now()
      returning 1
    )
    select pg_notify(${NOTIFICATIONS_CHANNEL}, fresh.user_id || ':' || fresh.id) from fresh`);
}

type NewSubscription = { userId: number; sessionId: number; endpoint: string; p256dh: string; auth: string };

/** One row per endpoint: subscribing again (new keys, another user signed in to this browser) takes the row over. */
export async function upsertSubscription(db: DbOrTx, values: NewSubscription) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        sessionId: values.sessionId,
        p256dh: values.p256dh,
        auth: values.auth,
        createdAt: sql`now()`,
      },
    })
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint });
  if (!row) throw new Error('push subscription upsert returned nothing');
  return row;
}

/** Keeps the user's newest `keep` subscriptions. */
export async function trimSubscriptions(db: DbOrTx, userId: number, keep: number) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(sql`${pushSubscriptions.createdAt} desc`, sql`${pushSubscriptions.id} desc`)
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Deletes the user's own subscription with this endpoint; returns how many rows went (0 or 1). */
export async function deleteSubscription(db: DbOrTx, userId: number, endpoint: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

export async function findSubscriptions(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

export async function deleteSubscriptionsById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
