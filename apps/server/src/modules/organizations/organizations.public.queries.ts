import { and, count, desc, eq, gte, lt, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/organizations';

const isApproved = eq(organizations.verificationStatus, 'APPROVED');

/** The most recently updated approved organizations (the status and updated-at index serves the order). */
export async function findRecentlyUpdatedApproved(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(organizations)
    .where(isApproved)
    .orderBy(desc(organizations.updatedAt), desc(organizations.id))
    .limit(limit);
}

export async function countApprovedForSitemap(db: DbOrTx) {
  const [row] = await db
    .select({ n: count(), maxId: max(organizations.id) })
    .from(organizations)
    .where(isApproved);
  return { count: Number(row?.n ?? 0), maxId: row?.maxId ?? 0 };
}

/** Approved organizations with ids in [fromId, toId), for one sitemap file. */
export async function findApprovedForSitemap(db: DbOrTx, fromId: number, toId: number) {
  return db
    .select({ id: organizations.id, updatedAt: organizations.updatedAt })
    .from(organizations)
    .where(and(isApproved, gte(organizations.id, fromId), lt(organizations.id, toId)))
    .orderBy(organizations.id);
}
