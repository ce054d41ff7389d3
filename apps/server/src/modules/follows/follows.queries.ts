import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardColumns } from '../../db/posting-card-columns';
import { organizationFollows, postingFollows } from '../../db/schema/follows';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';

export async function insertPostingFollow(db: DbOrTx, userId: number, postingId: number) {
  await db.insert(postingFollows).values({ userId, postingId }).onConflictDoNothing();
}

export async function deletePostingFollow(db: DbOrTx, userId: number, postingId: number) {
  await db
    .delete(postingFollows)
    .where(and(eq(postingFollows.userId, userId), eq(postingFollows.postingId, postingId)));
}

export async function insertOrganizationFollow(db: DbOrTx, userId: number, organizationId: number) {
  await db.insert(organizationFollows).values({ userId, organizationId }).onConflictDoNothing();
}

export async function deleteOrganizationFollow(db: DbOrTx, userId: number, organizationId: number) {
  await db
    .delete(organizationFollows)
    .where(and(eq(organizationFollows.userId, userId), eq(organizationFollows.organizationId, organizationId)));
}

export async function isFollowingOrganization(db: DbOrTx, userId: number, organizationId: number) {
  const rows = await db
    .select({ userId: organizationFollows.userId })
    .from(organizationFollows)
    .where(and(eq(organizationFollows.userId, userId), eq(organizationFollows.organizationId, organizationId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Postings the talent follows, most recently followed first. Hidden postings and those of organizations that are not
 * approved drop out of the list (the follow is kept and comes back with the posting); closed ones stay.
 */
export async function findFollowedPostingPage(db: DbOrTx, userId: number, opts: { page: number; size: number }) {
  const where = and(
    eq(postingFollows.userId, userId),
    ne(jobPostings.status, 'HIDDEN'),
    eq(organizations.verificationStatus, 'APPROVED'),
  );
  const rows = await db
    .select({ ...cardColumns(userId), followedAt: postingFollows.createdAt })
    .from(postingFollows)
    .innerJoin(jobPostings, eq(jobPostings.id, postingFollows.postingId))
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(where)
    .orderBy(desc(postingFollows.createdAt), sql`${jobPostings.id} desc`)
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db
    .select({ n: count() })
    .from(postingFollows)
    .innerJoin(jobPostings, eq(jobPostings.id, postingFollows.postingId))
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Companies the talent follows, most recently followed first. */
export async function findFollowedOrganizationPage(db: DbOrTx, userId: number, opts: { page: number; size: number }) {
  const where = eq(organizationFollows.userId, userId);
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      status: organizations.verificationStatus,
      logoUrl: organizations.logoUrl,
      country: organizations.country,
      location: organizations.location,
      followedAt: organizationFollows.createdAt,
    })
    .from(organizationFollows)
    .innerJoin(organizations, eq(organizations.id, organizationFollows.organizationId))
    .where(where)
    .orderBy(desc(organizationFollows.createdAt), desc(organizations.id))
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(organizationFollows).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
