import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';

export type ApplicationRow = typeof applications.$inferSelect;
type Status = ApplicationRow['status'];

/** Applications to a posting that count (all but withdrawn ones). */
export async function countApplications(db: DbOrTx, postingId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.postingId, postingId), ne(applications.status, 'WITHDRAWN')));
  return Number(row?.n ?? 0);
}

export async function findApplication(db: DbOrTx, postingId: number, userId: number) {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.postingId, postingId), eq(applications.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertApplication(db: DbOrTx, postingId: number, userId: number, now: Date) {
  const [row] = await db
    .insert(applications)
    .values({ postingId, userId, status: 'APPLIED', appliedAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateApplication(
  db: DbOrTx,
  id: number,
  changes: Partial<Omit<ApplicationRow, 'id' | 'postingId' | 'userId'>>,
) {
  const [row] = await db
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error('update returned nothing');
  return row;
}

const SORTS = {
  // RECENT_APPLIED ranks by recency: ASC is most recent first.
  RECENT_APPLIED: {
    ASC: [desc(applications.appliedAt), desc(applications.id)],
    DESC: [asc(applications.appliedAt), asc(applications.id)],
  },
  DEADLINE: {
    ASC: [asc(jobPostings.endedAt), asc(applications.id)],
    DESC: [desc(jobPostings.endedAt), desc(applications.id)],
  },
} as const;

/** The talent's applications with their posting and organization. */
export async function findTalentApplicationPage(
  db: DbOrTx,
  userId: number,
  opts: {
    statuses?: Status[];
    sort: keyof typeof SORTS;
    direction: 'ASC' | 'DESC';
    page: number;
    size: number;
  },
) {
  const conditions: SQL[] = [eq(applications.userId, userId)];
  if (opts.statuses?.length) conditions.push(inArray(applications.status, opts.statuses));
  const where = and(...conditions);
  const rows = await db
    .select({
      application: applications,
      posting: jobPostings,
      org: { id: organizations.id, name: organizations.name, logoUrl: organizations.logoUrl },
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(where)
    .orderBy(...SORTS[opts.sort][opts.direction])
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export type TalentApplicationRow = Awaited<ReturnType<typeof findTalentApplicationPage>>['rows'][number];
