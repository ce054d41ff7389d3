import type { Locale } from '@app/contract/schemas/common';
import type { NotificationPage, NotificationType } from '@app/contract/schemas/notification';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { presentNotification } from './notifications.presenter';
import { countUnread, findNotificationPage, insertNotifications, markViewed } from './notifications.queries';
import { queuePushAndSignal } from './push.queries';

type Params = Record<string, string | number | boolean | null>;

/**
 * Creates in-app notifications in the caller's transaction, so they exist exactly when the change commits; in the
 * same transaction, queues their Web Push deliveries and NOTIFYs the live streams (both only once it commits).
 */
export async function notifyUsers(
  db: DbOrTx,
  userIds: number[],
  type: NotificationType,
  params: Params,
  createdAt = new Date(),
) {
  const created = await insertNotifications(
    db,
    userIds.map((userId) => ({ userId, type, params, createdAt })),
  );
  await queuePushAndSignal(
    db,
    created.map((row) => row.id),
  );
}

/** Like notifyUsers, with each user's own values (one insert for all of them). */
export async function notifyEach(
  db: DbOrTx,
  type: NotificationType,
  recipients: { userId: number; params: Params }[],
  createdAt = new Date(),
) {
  if (recipients.length === 0) return;
  const created = await insertNotifications(
    db,
    recipients.map((r) => ({ userId: r.userId, type, params: r.params, createdAt })),
  );
  await queuePushAndSignal(
    db,
    created.map((row) => row.id),
  );
}

/**
 * Set-based notify, for one notification to many users (a notice to everyone, a posting to its best-matching
 * talents): one INSERT … SELECT of a notification of `type` for each `user_id` the `recipients` query returns (a
 * SELECT with a `user_id` column, ordered and limited as the caller needs), with live signals and push deliveries,
 * in the caller's transaction. Returns the users notified.
 */
export async function notifySelectedUsers(
  db: DbOrTx,
  type: NotificationType,
  params: Params,
  recipients: SQL,
): Promise<number[]> {
  const result = await db.execute<{ id: number; user_id: number }>(sql`
    insert into ${notifications} (user_id, type, params)
    select r.user_id, ${type}, ${JSON.stringify(params)}::jsonb from (${recipients}) r
    returning id, user_id`);
  const rows = (result as unknown as { rows: { id: number; user_id: number }[] }).rows;
  await queuePushAndSignal(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => Number(r.user_id));
}

/** The caller may read only their own notifications; any other id is "not found". */
function assertSelf(auth: AuthContext, userId: number) {
  if (auth.userId !== userId) throw notFound();
}

export async function listNotifications(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  locale: Locale,
  query: { page: number; size: number; unreadOnly?: string },
): Promise<NotificationPage> {
  assertSelf(auth, userId);
  const unreadOnly = query.unreadOnly === 'true' || query.unreadOnly === '1';
  const { rows, total } = await findNotificationPage(deps.db, userId, {
    page: query.page,
    size: query.size,
    unreadOnly,
  });
  return {
    data: rows.map((row) => presentNotification(row, locale)),
    pageNumber: query.page,
    last: query.page * query.size >= total,
    totalElementCount: total,
    unreadCount: unreadOnly ? total : await countUnread(deps.db, userId),
  };
}

export async function markNotificationsRead(deps: Deps, auth: AuthContext, userId: number, ids?: number[]) {
  assertSelf(auth, userId);
  const updated = await markViewed(deps.db, userId, ids);
  return { updated, unreadCount: await countUnread(deps.db, userId) };
}
