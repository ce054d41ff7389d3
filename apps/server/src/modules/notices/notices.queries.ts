import type { NoticeAudience } from '@app/contract/schemas/notice';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceNotices } from '../../db/schema/notices';
import { notifications } from '../../db/schema/notifications';
import { notificationSettings, users } from '../../db/schema/users';

export type NoticeRow = typeof serviceNotices.$inferSelect;

/** The account roles of an audience (administrators are never in one). */
export function rolesOf(audience: NoticeAudience): ('NORMAL' | 'ORGANIZATION')[] {
  if (audience === 'TALENTS') return ['NORMAL'];
  if (audience === 'COMPANIES') return ['ORGANIZATION'];
  return ['NORMAL', 'ORGANIZATION'];
}

/** Active users of the audience. */
const audienceCondition = (audience: NoticeAudience) =>
  and(eq(users.status, 'ACTIVE'), inArray(users.role, rolesOf(audience)));

export async function insertNotice(db: DbOrTx, values: typeof serviceNotices.$inferInsert) {
  const [row] = await db.insert(serviceNotices).values(values).returning();
  if (!row) throw new Error('insert service_notices returned nothing');
  return row;
}

export async function updateNoticeCounts(db: DbOrTx, id: number, recipientCount: number, mailCount: number) {
  await db.update(serviceNotices).set({ recipientCount, mailCount }).where(eq(serviceNotices.id, id));
}

/** One INSERT … SELECT: a SERVICE_NOTICE notification for each user of the audience; returns how many. */
export async function insertNoticeNotifications(db: DbOrTx, notice: NoticeRow): Promise<number> {
  const params = { noticeId: notice.id, titleEn: notice.titleEn, titleKo: notice.titleKo };
  const result = await db.execute<{ n: number }>(sql`
    with inserted as (
      insert into ${notifications} (user_id, type, params)
      select ${users.id}, 'SERVICE_NOTICE', ${JSON.stringify(params)}::jsonb
      from ${users}
      where ${audienceCondition(notice.audience)}
      returning 1
    )
    select count(*)::int as n from inserted`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Users of the audience who want the mail (e-mail and "service notices" on), in one query. */
export async function findNoticeMailRecipients(db: DbOrTx, audience: NoticeAudience) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        audienceCondition(audience),
        sql`coalesce(${notificationSettings.emailNotiFlag}, true)`,
        sql`coalesce(${notificationSettings.noticeNotiFlag}, true)`,
      ),
    )
    .orderBy(users.id);
}

const withAuthor = (db: DbOrTx) =>
  db
    .select({
      notice: serviceNotices,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(serviceNotices)
    .leftJoin(users, eq(users.id, serviceNotices.createdBy));

export async function findNoticeWithAuthor(db: DbOrTx, id: number) {
  const [row] = await withAuthor(db).where(eq(serviceNotices.id, id)).limit(1);
  return row ?? null;
}

export async function findNoticePage(db: DbOrTx, page: number, size: number) {
  const rows = await withAuthor(db)
    .orderBy(desc(serviceNotices.createdAt), desc(serviceNotices.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(serviceNotices);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findNotice(db: DbOrTx, id: number) {
  const [row] = await db.select().from(serviceNotices).where(eq(serviceNotices.id, id)).limit(1);
  return row ?? null;
}
