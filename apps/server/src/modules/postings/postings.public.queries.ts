import { and, count, desc, eq, gte, lt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardColumns } from '../../db/posting-card-columns';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { isOpenCondition } from './postings.queries';

/** The newest open postings (of one organization when given): the partial started-at indexes serve the order. */
export async function findLatestOpenPostings(db: DbOrTx, now: Date, opts: { limit: number; organizationId?: number }) {
  const conditions = [isOpenCondition(now)];
  if (opts.organizationId !== undefined) conditions.push(eq(jobPostings.organizationId, opts.organizationId));
  return db
    .select(cardColumns(null))
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(and(...conditions))
    .orderBy(desc(jobPostings.startedAt), desc(jobPostings.id))
    .limit(opts.limit);
}

/** How many postings are open and the highest open id: what the sitemap needs to decide how to split. */
export async function countOpenPostingsForSitemap(db: DbOrTx, now: Date) {
  const [row] = await db
    .select({ n: count(), maxId: max(jobPostings.id) })
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(isOpenCondition(now));
  return { count: Number(row?.n ?? 0), maxId: row?.maxId ?? 0 };
}

/** Open postings with ids in [fromId, toId): one sitemap file's worth, through the partial open-postings indexes. */
export async function findOpenPostingsForSitemap(db: DbOrTx, now: Date, fromId: number, toId: number) {
  return db
    .select({ id: jobPostings.id, updatedAt: jobPostings.updatedAt })
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(and(isOpenCondition(now), gte(jobPostings.id, fromId), lt(jobPostings.id, toId)))
    .orderBy(jobPostings.id);
}
