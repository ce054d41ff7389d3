import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { talentProfiles } from '../../db/schema/profiles';
import { talentExclusions, talentSearch, talentSearchDirty } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';
import { cardWithPartsColumns, type TalentPageRow } from './talent-search.queries';

/**
 * What a kept ranking of talents depends on besides the targets, in one statement: when a search document last changed
 * (any talent; indexed, one probe), the organization's exclusions (rows are only ever added for it), and whether
 * profile changes wait in the rebuild queue (then the caller drains it and asks again).
 */
export async function findRankingVersion(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select({
      rebuiltAt: sql<string | null>`(select max(${talentSearch.rebuiltAt}) from ${talentSearch})::text`,
      exclusions: sql<string>`(select count(*) || '/' || coalesce(max(${talentExclusions.createdAt})::text, '')
        from ${talentExclusions} where ${talentExclusions.organizationId} = ${organizationId})`,
      queued: sql<boolean>`exists (select 1 from ${talentSearchDirty})`,
    })
    .from(sql`(select 1) as one`);
  return { version: `${row?.rebuiltAt ?? ''}:${row?.exclusions ?? ''}`, queued: Boolean(row?.queued) };
}

/**
 * The cards of `userIds` as `organizationId` sees them, in one statement: the documents' card columns, the names and
 * photos, and the organization's bookmark group, tags and the talents' results (as a search page reads them with its
 * rows, decision 055). Four statements fewer than reading each part after the rows.
 */
export function findCardRowsWithParts(db: DbOrTx, organizationId: number, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([] as TalentPageRow[]);
  return db
    .select(cardWithPartsColumns(organizationId))
    .from(talentSearch)
    .innerJoin(users, eq(users.id, talentSearch.userId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, talentSearch.userId))
    .where(inArray(talentSearch.userId, userIds));
}
