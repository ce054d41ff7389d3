import { and, asc, count, desc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { talentMemos, talentTags } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';

/** The organization's tags on each of `userIds`, alphabetically. */
export async function findTagsOf(db: DbOrTx, organizationId: number, userIds: number[]) {
  const out = new Map<number, string[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: talentTags.talentUserId, tag: talentTags.tag })
    .from(talentTags)
    .where(and(eq(talentTags.organizationId, organizationId), inArray(talentTags.talentUserId, userIds)))
    .orderBy(asc(talentTags.tag));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.tag]);
  return out;
}

/**
 * The organization's tags on the talent in `talentUserId` (a column of the caller's statement), alphabetically, as
 * findTagsOf reads them: for a list that reads its cards in one statement (decision 055).
 */
export const tagsOfTalent = (organizationId: number | Placeholder, talentUserId: AnyPgColumn) =>
  sql<string[]>`array(select ${talentTags.tag} from ${talentTags} where ${talentTags.organizationId} = ${organizationId}
    and ${talentTags.talentUserId} = ${talentUserId} order by ${talentTags.tag})`;

/** Replaces the organization's tags on a talent. Call inside a transaction. */
export async function replaceTags(db: DbOrTx, organizationId: number, talentUserId: number, tags: string[]) {
  await db
    .delete(talentTags)
    .where(and(eq(talentTags.organizationId, organizationId), eq(talentTags.talentUserId, talentUserId)));
  if (tags.length > 0) {
    await db.insert(talentTags).values(tags.map((tag) => ({ organizationId, talentUserId, tag })));
  }
}

/** Every tag the organization uses, with how many talents carry it. */
export async function findOrganizationTags(db: DbOrTx, organizationId: number) {
  return db
    .select({ tag: talentTags.tag, talentCount: sql<number>`count(*)::int` })
    .from(talentTags)
    .where(eq(talentTags.organizationId, organizationId))
    .groupBy(talentTags.tag)
    .orderBy(asc(talentTags.tag));
}

/** Takes a tag off every talent of the organization; the number of talents it was on. */
export async function deleteOrganizationTag(db: DbOrTx, organizationId: number, tag: string) {
  const rows = await db
    .delete(talentTags)
    .where(and(eq(talentTags.organizationId, organizationId), eq(talentTags.tag, tag)))
    .returning({ userId: talentTags.talentUserId });
  return rows.length;
}

const memoColumns = {
  memo: talentMemos,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};
export type MemoRow = {
  memo: typeof talentMemos.$inferSelect;
  author: { id: number; firstName: string; lastName: string } | null;
};

export async function insertMemo(
  db: DbOrTx,
  values: { organizationId: number; talentUserId: number; authorId: number; content: string },
) {
  const [row] = await db.insert(talentMemos).values(values).returning({ id: talentMemos.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** The memo if it is the organization's and about that talent. */
export async function findMemo(db: DbOrTx, organizationId: number, talentUserId: number, memoId: number) {
  const [row] = await db
    .select(memoColumns)
    .from(talentMemos)
    .leftJoin(users, eq(users.id, talentMemos.authorId))
    .where(
      and(
        eq(talentMemos.id, memoId),
        eq(talentMemos.organizationId, organizationId),
        eq(talentMemos.talentUserId, talentUserId),
      ),
    )
    .limit(1);
  return (row as MemoRow | undefined) ?? null;
}

/** Newest first. */
export async function findMemoPage(
  db: DbOrTx,
  organizationId: number,
  talentUserId: number,
  opts: { page: number; size: number },
) {
  const where = and(eq(talentMemos.organizationId, organizationId), eq(talentMemos.talentUserId, talentUserId));
  const [rows, [total]] = await Promise.all([
    db
      .select(memoColumns)
      .from(talentMemos)
      .leftJoin(users, eq(users.id, talentMemos.authorId))
      .where(where)
      .orderBy(desc(talentMemos.createdAt), desc(talentMemos.id))
      .limit(opts.size)
      .offset((opts.page - 1) * opts.size),
    db.select({ n: count() }).from(talentMemos).where(where),
  ]);
  return { rows: rows as MemoRow[], total: Number(total?.n ?? 0) };
}

export async function countMemos(db: DbOrTx, organizationId: number, talentUserId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(talentMemos)
    .where(and(eq(talentMemos.organizationId, organizationId), eq(talentMemos.talentUserId, talentUserId)));
  return Number(row?.n ?? 0);
}

export async function updateMemo(db: DbOrTx, memoId: number, content: string) {
  await db.update(talentMemos).set({ content, updatedAt: new Date() }).where(eq(talentMemos.id, memoId));
}

export async function deleteMemo(db: DbOrTx, memoId: number) {
  await db.delete(talentMemos).where(eq(talentMemos.id, memoId));
}
