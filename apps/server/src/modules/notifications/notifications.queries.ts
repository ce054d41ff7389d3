import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'type' | 'params'>;

export async function insertNotifications(db: DbOrTx, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning({ id: notifications.id, userId: notifications.userId });
}

/** One of the user's notifications (for the live stream), or undefined. */
export async function findUserNotification(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
}

export async function findNotificationPage(
  db: DbOrTx,
  userId: number,
  opts: { page: number; size: number; unreadOnly: boolean },
) {
  const where = opts.unreadOnly
    ? and(eq(notifications.userId, userId), isNull(notifications.viewedAt))
    : eq(notifications.userId, userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countUnread(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.viewedAt)));
  return Number(row?.n ?? 0);
}

/** Marks the user's unread notifications (only `ids` when given) as viewed now; returns how many changed. */
export async function markViewed(db: DbOrTx, userId: number, ids?: number[]) {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.viewedAt)];
  if (ids) conditions.push(inArray(notifications.id, ids));
  const changed = await db
    .update(notifications)
    .set({ viewedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return changed.length;
}
