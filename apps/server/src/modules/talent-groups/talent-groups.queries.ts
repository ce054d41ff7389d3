import { and, asc, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { organizationMembers } from '../../db/schema/organizations';
import { talentBookmarks, talentGroups, talentSearch, talentTags } from '../../db/schema/talent-discovery';
import { notificationSettings, users } from '../../db/schema/users';

export type TalentGroupRow = typeof talentGroups.$inferSelect;

/** The organization's groups, oldest first, with how many talents each holds. */
export async function findGroups(db: DbOrTx, organizationId: number) {
  return db
    .select({
      id: talentGroups.id,
      name: talentGroups.name,
      createdAt: talentGroups.createdAt,
      talentCount: sql<number>`(select count(*)::int from ${talentBookmarks} where ${talentBookmarks.groupId} = ${talentGroups.id})`,
    })
    .from(talentGroups)
    .where(eq(talentGroups.organizationId, organizationId))
    .orderBy(asc(talentGroups.id));
}

export async function countGroups(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(talentGroups)
    .where(eq(talentGroups.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

/** The group if it belongs to the organization. */
export async function findGroup(db: DbOrTx, organizationId: number, groupId: number) {
  const [row] = await db
    .select()
    .from(talentGroups)
    .where(and(eq(talentGroups.id, groupId), eq(talentGroups.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}

export async function findGroupByName(db: DbOrTx, organizationId: number, name: string) {
  const [row] = await db
    .select()
    .from(talentGroups)
    .where(and(eq(talentGroups.organizationId, organizationId), sql`lower(${talentGroups.name}) = lower(${name})`))
    .limit(1);
  return row ?? null;
}

export async function insertGroup(db: DbOrTx, organizationId: number, name: string) {
  const [row] = await db.insert(talentGroups).values({ organizationId, name }).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function renameGroup(db: DbOrTx, groupId: number, name: string) {
  const [row] = await db
    .update(talentGroups)
    .set({ name, updatedAt: new Date() })
    .where(eq(talentGroups.id, groupId))
    .returning();
  return row ?? null;
}

export async function deleteGroup(db: DbOrTx, groupId: number) {
  await db.delete(talentGroups).where(eq(talentGroups.id, groupId));
}

export async function countGroupTalents(db: DbOrTx, groupId: number) {
  const [row] = await db.select({ n: count() }).from(talentBookmarks).where(eq(talentBookmarks.groupId, groupId));
  return Number(row?.n ?? 0);
}

/** Where each of `userIds` is bookmarked in the organization. */
export async function findBookmarks(db: DbOrTx, organizationId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ userId: talentBookmarks.talentUserId, groupId: talentBookmarks.groupId })
    .from(talentBookmarks)
    .where(and(eq(talentBookmarks.organizationId, organizationId), inArray(talentBookmarks.talentUserId, userIds)));
  return new Map(rows.map((r) => [r.userId, r.groupId]));
}

/**
 * The organization's bookmark group of the talent in `talentUserId` (a column of the caller's statement), or null, as
 * findBookmarks reads it: for a list that reads its cards in one statement (decision 055).
 */
export const bookmarkGroupOf = (organizationId: number | Placeholder, talentUserId: AnyPgColumn) =>
  sql<number | null>`(select ${talentBookmarks.groupId} from ${talentBookmarks}
    where ${talentBookmarks.organizationId} = ${organizationId} and ${talentBookmarks.talentUserId} = ${talentUserId})`;

export async function findBookmark(db: DbOrTx, organizationId: number, talentUserId: number) {
  const [row] = await db
    .select({ groupId: talentBookmarks.groupId, groupName: talentGroups.name })
    .from(talentBookmarks)
    .innerJoin(talentGroups, eq(talentGroups.id, talentBookmarks.groupId))
    .where(and(eq(talentBookmarks.organizationId, organizationId), eq(talentBookmarks.talentUserId, talentUserId)))
    .limit(1);
  return row ?? null;
}

/** Bookmarks the talent into the group, moving them out of any other group of the organization. */
export async function upsertBookmark(db: DbOrTx, organizationId: number, talentUserId: number, groupId: number) {
  await db
    .insert(talentBookmarks)
    .values({ organizationId, talentUserId, groupId })
    .onConflictDoUpdate({
      target: [talentBookmarks.organizationId, talentBookmarks.talentUserId],
      set: {
        groupId,
        createdAt: sql`case when ${talentBookmarks.groupId} = ${groupId} then ${talentBookmarks.createdAt} else now() end`,
      },
    });
}

/** Removes the talent from the group; false when they were not in it. */
export async function deleteBookmark(db: DbOrTx, organizationId: number, groupId: number, talentUserId: number) {
  const rows = await db
    .delete(talentBookmarks)
    .where(
      and(
        eq(talentBookmarks.organizationId, organizationId),
        eq(talentBookmarks.groupId, groupId),
        eq(talentBookmarks.talentUserId, talentUserId),
      ),
    )
    .returning({ id: talentBookmarks.talentUserId });
  return rows.length > 0;
}

const GROUP_SORTS = {
  RECENTLY_ADDED: [desc(talentBookmarks.createdAt), desc(talentBookmarks.talentUserId)],
  RECENTLY_UPDATED: [sql`${talentSearch.profileUpdatedAt} desc nulls last`, desc(talentBookmarks.talentUserId)],
  NAME: [asc(users.lastName), asc(users.firstName), asc(users.id)],
} as const;

/** Bookmarked talents with active accounts: one group's, or every group's; optionally those with a tag. */
export async function findBookmarkedPage(
  db: DbOrTx,
  organizationId: number,
  opts: { groupId?: number; tag?: string; sort: keyof typeof GROUP_SORTS; page: number; size: number },
) {
  const conditions: SQL[] = [eq(talentBookmarks.organizationId, organizationId), eq(users.status, 'ACTIVE')];
  if (opts.groupId !== undefined) conditions.push(eq(talentBookmarks.groupId, opts.groupId));
  if (opts.tag) {
    conditions.push(sql`exists (select 1 from ${talentTags} where ${talentTags.organizationId} = ${organizationId}
      and ${talentTags.tag} = ${opts.tag} and ${talentTags.talentUserId} = ${talentBookmarks.talentUserId})`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ userId: talentBookmarks.talentUserId })
      .from(talentBookmarks)
      .innerJoin(users, eq(users.id, talentBookmarks.talentUserId))
      .leftJoin(talentSearch, eq(talentSearch.userId, talentBookmarks.talentUserId))
      .where(where)
      .orderBy(...GROUP_SORTS[opts.sort])
      .limit(opts.size)
      .offset((opts.page - 1) * opts.size),
    db
      .select({ n: count() })
      .from(talentBookmarks)
      .innerJoin(users, eq(users.id, talentBookmarks.talentUserId))
      .where(where),
  ]);
  return { userIds: rows.map((r) => r.userId), total: Number(total?.n ?? 0) };
}

/**
 * Active members of the organizations that bookmarked the talent and want to hear of profile updates (the flag
 * defaults to on when a member has no settings row).
 */
export async function findProfileUpdateWatchers(db: DbOrTx, talentUserId: number) {
  const rows = await db
    .selectDistinct({ userId: users.id })
    .from(talentBookmarks)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, talentBookmarks.organizationId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        eq(talentBookmarks.talentUserId, talentUserId),
        eq(users.status, 'ACTIVE'),
        sql`coalesce(${notificationSettings.talentProfileUpdateNotiFlag}, true)`,
      ),
    );
  return rows.map((r) => r.userId);
}
