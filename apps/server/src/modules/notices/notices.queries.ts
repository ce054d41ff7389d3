import type { NoticeAudience } from '@app/contract/schemas/notice';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { serviceNotices } from '../../db/schema/notices';
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

/**
 * Serializes publishing (a transaction-level advisory lock, released at commit or rollback), so the duplicate check
 * below and the insert that follows it are never interleaved with another request's.
 */
export async function lockNoticePublishing(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('service_notices.publish'))`);
}

/** Whether a notice with the same titles, bodies and audience was published in the last `seconds`. */
export async function hasRecentDuplicate(
  db: DbOrTx,
  notice: Pick<NoticeRow, 'titleEn' | 'titleKo' | 'bodyEn' | 'bodyKo' | 'audience'>,
  seconds: number,
) {
  const [row] = await db
    .select({ id: serviceNotices.id })
    .from(serviceNotices)
    .where(
      and(
        eq(serviceNotices.titleEn, notice.titleEn),
        eq(serviceNotices.titleKo, notice.titleKo),
        eq(serviceNotices.bodyEn, notice.bodyEn),
        eq(serviceNotices.bodyKo, notice.bodyKo),
        eq(serviceNotices.audience, notice.audience),
        sql`${serviceNotices.createdAt} > now() - make_interval(secs => ${seconds})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateNoticeCounts(db: DbOrTx, id: number, recipientCount: number, mailCount: number) {
  await db.update(serviceNotices).set({ recipientCount, mailCount }).where(eq(serviceNotices.id, id));
}

/** The users of the notice's audience, as a query for a set-based notify. */
export function audienceQuery(audience: NoticeAudience) {
  return sql`select ${users.id} as user_id from ${users} where ${audienceCondition(audience)}`;
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
