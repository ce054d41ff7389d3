import { and, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type cardPostingColumns, fullCardColumns } from '../../db/posting-card-columns';
import { applications } from '../../db/schema/applications';
import { organizationFollows } from '../../db/schema/follows';
import { organizations } from '../../db/schema/organizations';
import { jobPostings, jobPostingViews } from '../../db/schema/postings';

export type PostingRow = typeof jobPostings.$inferSelect;
export type CardPosting = Pick<PostingRow, keyof typeof cardPostingColumns>;
export type PostingWrite = Omit<
  typeof jobPostings.$inferInsert,
  'id' | 'organizationId' | 'status' | 'viewCount' | 'applicantCount' | 'createdAt' | 'updatedAt'
>;

/**
 * Listed: VISIBLE, of an approved organization (the posting's copy of it, so no join is needed), and inside its
 * dates. The first two are the predicate of the partial indexes of listed postings; the talent's search reads its own
 * table of listed postings instead (postings.search.queries.ts).
 */
export function isOpenCondition(now: Date): SQL {
  return and(
    eq(jobPostings.status, 'VISIBLE'),
    eq(jobPostings.organizationApproved, true),
    lte(jobPostings.startedAt, now),
    gte(jobPostings.endedAt, now),
  ) as SQL;
}

/** One posting with its organization summary, whatever its status. */
export async function findPostingWithOrganization(db: DbOrTx, postingId: number, viewerId: number | null = null) {
  const rows = await db
    .select(fullCardColumns(viewerId))
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(eq(jobPostings.id, postingId))
    .limit(1);
  return rows[0] ?? null;
}

/** The posting row locked for the rest of the transaction (status changes, applications, counters). */
export async function findPostingForUpdate(db: DbOrTx, postingId: number) {
  const rows = await db.select().from(jobPostings).where(eq(jobPostings.id, postingId)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function insertPosting(db: DbOrTx, organizationId: number, values: PostingWrite) {
  const [row] = await db
    .insert(jobPostings)
    .values({ ...values, organizationId, status: 'HIDDEN' })
    .returning({ id: jobPostings.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updatePosting(
  db: DbOrTx,
  postingId: number,
  values: Partial<PostingWrite> & { status?: PostingRow['status'] },
) {
  await db
    .update(jobPostings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobPostings.id, postingId));
}

export async function deletePosting(db: DbOrTx, postingId: number) {
  await db.delete(jobPostings).where(eq(jobPostings.id, postingId));
}

/** Adds `delta` to the applicant count (never below zero) and returns the new count. */
export async function addToApplicantCount(db: DbOrTx, postingId: number, delta: number) {
  const [row] = await db
    .update(jobPostings)
    .set({ applicantCount: sql`greatest(${jobPostings.applicantCount} + ${delta}, 0)` })
    .where(eq(jobPostings.id, postingId))
    .returning({ applicantCount: jobPostings.applicantCount });
  return row?.applicantCount ?? 0;
}

/** Counts a view once per viewer and UTC day; returns whether this call counted it. */
export async function recordView(db: DbOrTx, postingId: number, viewerId: number, day: string) {
  const inserted = await db
    .insert(jobPostingViews)
    .values({ postingId, viewerId, day })
    .onConflictDoNothing()
    .returning({ postingId: jobPostingViews.postingId });
  if (inserted.length === 0) return false;
  await db
    .update(jobPostings)
    .set({ viewCount: sql`${jobPostings.viewCount} + 1` })
    .where(eq(jobPostings.id, postingId));
  return true;
}

/** Open postings of each organization in `ids`. */
export async function countOpenPostingsByOrganization(db: DbOrTx, ids: number[], now: Date) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ organizationId: jobPostings.organizationId, n: count() })
    .from(jobPostings)
    .where(and(isOpenCondition(now), inArray(jobPostings.organizationId, ids)))
    .groupBy(jobPostings.organizationId);
  return new Map(rows.map((r) => [r.organizationId, Number(r.n)]));
}

/** The viewer's application to the posting and whether they follow its organization (the job detail's extras). */
export async function findViewerRelation(db: DbOrTx, postingId: number, organizationId: number, viewerId: number) {
  const [application] = await db
    .select({ id: applications.id, status: applications.status, appliedAt: applications.appliedAt })
    .from(applications)
    .where(and(eq(applications.postingId, postingId), eq(applications.userId, viewerId)))
    .limit(1);
  const [follow] = await db
    .select({ userId: organizationFollows.userId })
    .from(organizationFollows)
    .where(and(eq(organizationFollows.userId, viewerId), eq(organizationFollows.organizationId, organizationId)))
    .limit(1);
  return { application: application ?? null, isCompanyFollowed: follow !== undefined };
}
