import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { talentExclusions, talentSearch, talentSearchDirty } from '../../db/schema/talent-discovery';
import { cardColumns } from './talent-search.queries';

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

/** What a talent card shows of the search documents of `userIds`: not their search text and grams (kilobytes each). */
export function findCardRows(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select(cardColumns).from(talentSearch).where(inArray(talentSearch.userId, userIds));
}
