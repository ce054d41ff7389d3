import { DOCUMENT_RETENTION_DAYS_MIN, UNDECIDED_STATUSES } from '@app/contract/rules/fair-hiring';
import { and, asc, count, eq, inArray, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { applications } from '../../db/schema/applications';
import { documentRequests } from '../../db/schema/fair-hiring';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';

/* Drizzle only: the rows the fair-hiring duties read and write. */

export function findUndecidedApplications(db: DbOrTx, postingId: number) {
  return db
    .select({ id: applications.id, userId: applications.userId, status: applications.status })
    .from(applications)
    .where(and(eq(applications.postingId, postingId), inArray(applications.status, [...UNDECIDED_STATUSES])))
    .orderBy(asc(applications.id));
}

/** The same, whole rows locked in id order (closing a posting ends them). */
export function lockUndecidedApplications(db: DbOrTx, postingId: number) {
  return db
    .select()
    .from(applications)
    .where(and(eq(applications.postingId, postingId), inArray(applications.status, [...UNDECIDED_STATUSES])))
    .orderBy(asc(applications.id))
    .for('update');
}

export async function countUndecidedApplications(db: DbOrTx, postingId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.postingId, postingId), inArray(applications.status, [...UNDECIDED_STATUSES])));
  return row?.n ?? 0;
}

/**
 * The stated date each undecided application waits on, in SQL (the same order as the contract's `pendingStage`,
 * which the caller applies again): only a pre-filter so the job and the dashboard read candidates, not every row.
 */
export const pendingDate = sql<string | null>`case ${applications.status}
  when 'APPLIED' then coalesce(${jobPostings.documentsBy}, ${jobPostings.interviewsBy}, ${jobPostings.resultBy})
  when 'DOCUMENT_REVIEW' then coalesce(${jobPostings.interviewsBy}, ${jobPostings.resultBy})
  else ${jobPostings.resultBy} end`;

/**
 * The postings (of one organization, or all) with a stated date already past, the earliest of the three: a missed
 * date is one of them. Few postings state dates, so the sweeper and the alerts read those postings' applicants
 * instead of joining every undecided application to its posting (decision 062; the index is migration 0046). An
 * array, so the planner reads it before the applications.
 */
/** A moment (an ISO string, or a prepared statement's placeholder for one) and an organization's id, likewise. */
type Moment = string | Placeholder;
type OrgId = number | Placeholder;

const postingsPastAStatedDate = (now: Moment, organizationId?: OrgId) =>
  sql`array(select sp.id from ${jobPostings} sp
    where least(sp.documents_by, sp.interviews_by, sp.result_by) < (${now}::timestamptz at time zone 'Asia/Seoul')::date
    ${organizationId === undefined ? sql`` : sql`and sp.organization_id = ${organizationId}`})`;

const overdueWhere = (now: Moment, organizationId?: OrgId) =>
  and(
    sql`${applications.postingId} = any(${postingsPastAStatedDate(now, organizationId)})`,
    inArray(applications.status, [...UNDECIDED_STATUSES]),
    isNull(applications.anonymizedAt),
    // A date is missed once that day has ended in Korea (rules/fair-hiring.ts, endOfStatedDay).
    sql`${pendingDate} < (${now}::timestamptz at time zone 'Asia/Seoul')::date`,
  );

const overdueColumns = {
  // What the alerts and the notices read: whole rows carried each resume snapshot and cover letter (50 an alert).
  application: {
    id: applications.id,
    userId: applications.userId,
    status: applications.status,
    applicantFirstName: applications.applicantFirstName,
    applicantLastName: applications.applicantLastName,
    delayNotifiedFor: applications.delayNotifiedFor,
  },
  posting: {
    id: jobPostings.id,
    title: jobPostings.title,
    hiringProcess: jobPostings.hiringProcess,
    documentsBy: jobPostings.documentsBy,
    interviewsBy: jobPostings.interviewsBy,
    resultBy: jobPostings.resultBy,
  },
  org: { id: organizations.id, name: organizations.name, delayGraceDays: organizations.delayGraceDays },
};

/**
 * The organization's applications past a stated date, oldest date first (capped), and how many there are: one
 * statement. The page is chosen from the stage index alone (posting, status, id: an index-only scan), and only its
 * rows are read from the table for the names; the total is a window over the same rows, counted before the limit.
 * No join to the organization: the alerts read none of its columns (the planner, expecting one row, looked it up
 * again for every application read). Prepared once per connection: planning it (the statistics and index probes of
 * the dates) cost more than running it, 3.4 against 2.3 ms at the bench's size, and its plan is the same for every
 * organization and day.
 */
const overdueOfOrganization = preparedOnce((db: Db) => {
  const organizationId = sql.placeholder('organization');
  const now = sql.placeholder('now');
  const page = db
    .select({
      id: sql<number>`${applications.id}`.as('overdue_id'),
      due: sql<string>`${pendingDate}`.as('overdue_due'),
      total: sql<number>`(count(*) over ())::int`.as('overdue_total'),
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(and(eq(jobPostings.organizationId, organizationId), overdueWhere(now, organizationId)))
    .orderBy(asc(pendingDate), asc(applications.id))
    .limit(sql.placeholder('limit'))
    .as('overdue');
  const { org: _, ...columns } = overdueColumns;
  return db
    .select({ ...columns, total: page.total })
    .from(page)
    .innerJoin(applications, eq(applications.id, page.id))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .orderBy(asc(page.due), asc(page.id))
    .prepare('fair_hiring_overdue_of_organization');
});

export async function findOverdueOfOrganization(db: Db, organizationId: number, now: Date, limit: number) {
  const found = await overdueOfOrganization(db).execute({
    organization: organizationId,
    now: now.toISOString(),
    limit,
  });
  return { rows: found.map(({ total: _, ...row }) => row), total: found[0]?.total ?? 0 };
}

/**
 * Overdue applications whose talent was not told of the date they wait on, locked for this run (SKIP LOCKED: several
 * instances share the work). The grace period is checked by the caller.
 */
export function lockDelayCandidates(db: DbOrTx, now: Date, limit: number) {
  return db
    .select(overdueColumns)
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(
      and(
        overdueWhere(now.toISOString()),
        sql`${applications.delayNotifiedFor} is distinct from ${pendingDate}`,
        sql`${pendingDate} + ${organizations.delayGraceDays} < (${now.toISOString()}::timestamptz at time zone 'Asia/Seoul')::date`,
      ),
    )
    .orderBy(asc(applications.id))
    .limit(limit)
    .for('update', { of: applications, skipLocked: true });
}

/** Decided, not yet anonymous, unsuccessful applications whose retention window has ended, locked for this run. */
export function lockExpiredApplications(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(
      and(
        isNull(applications.anonymizedAt),
        inArray(applications.status, ['REJECTED', 'CANCELLED', 'OFFER_DECLINED']),
        sql`${applications.decidedAt} + make_interval(days => ${jobPostings.documentRetentionDays}) <= ${now.toISOString()}::timestamptz`,
        // Implied by the line above (no window is shorter): bounds the walk of the retention index to decisions old
        // enough, instead of reading the recent ones on every run.
        sql`${applications.decidedAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${DOCUMENT_RETENTION_DAYS_MIN})`,
      ),
    )
    .orderBy(asc(applications.decidedAt), asc(applications.id))
    .limit(limit)
    .for('update', { of: applications, skipLocked: true });
}

export async function findDocumentRequest(db: DbOrTx, applicationId: number) {
  const [row] = await db.select().from(documentRequests).where(eq(documentRequests.applicationId, applicationId));
  return row ?? null;
}

export async function insertDocumentRequest(db: DbOrTx, values: typeof documentRequests.$inferInsert) {
  const [row] = await db.insert(documentRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockDocumentRequest(db: DbOrTx, organizationId: number, requestId: number) {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, requestId), eq(documentRequests.organizationId, organizationId)))
    .for('update');
  return row ?? null;
}

export async function confirmDocumentRequest(db: DbOrTx, requestId: number, userId: number, now: Date) {
  const [row] = await db
    .update(documentRequests)
    .set({ confirmedAt: now, confirmedBy: userId })
    .where(eq(documentRequests.id, requestId))
    .returning();
  if (!row) throw new Error('update returned nothing');
  return row;
}

/** The organization's unconfirmed requests, earliest deadline first (capped), with the application's names. */
export async function findOpenDocumentRequests(db: DbOrTx, organizationId: number, limit: number) {
  const where = and(eq(documentRequests.organizationId, organizationId), isNull(documentRequests.confirmedAt));
  const rows = await db
    .select({
      request: documentRequests,
      postingId: jobPostings.id,
      title: jobPostings.title,
      firstName: applications.applicantFirstName,
      lastName: applications.applicantLastName,
    })
    .from(documentRequests)
    .innerJoin(applications, eq(applications.id, documentRequests.applicationId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(where)
    .orderBy(asc(documentRequests.dueAt), asc(documentRequests.id))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(documentRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findDelayGraceDays(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select({ delayGraceDays: organizations.delayGraceDays })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.delayGraceDays ?? null;
}

export async function updateDelayGraceDays(db: DbOrTx, organizationId: number, delayGraceDays: number) {
  await db
    .update(organizations)
    .set({ delayGraceDays, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

export async function findApplicantId(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({ userId: applications.userId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.userId ?? null;
}
