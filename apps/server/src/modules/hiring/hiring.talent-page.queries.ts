import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerKey } from '../../db/prepared';
import { applications } from '../../db/schema/applications';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { applicationListColumns, type LatestInterviewSummaryRow, latestInterviewOfRow } from './hiring.queries';

/*
 * The talent's own applications in one statement: the page with the columns a row shows of its posting and company,
 * each row's latest interview, and the total. It read the whole posting row (its body texts, search text and gram
 * vector, kilobytes parsed per row) in one statement, the count in a second and the interviews in a third, each built
 * by drizzle and planned by PostgreSQL per request: 3 ms of server CPU a request, the most of any list (decision 066).
 * Prepared once per shape (sort, direction, with or without a stage filter) and connection (decision 058); every
 * shape's plan starts from the talent's own rows (applications_user_applied_idx / applications_user_status_idx).
 */

type Status = (typeof applications.$inferSelect)['status'];

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

type Shape = { sort: keyof typeof SORTS; direction: 'ASC' | 'DESC'; filtered: boolean };
const keyOf = (s: Shape) => `${s.sort.toLowerCase()}_${s.direction.toLowerCase()}_${s.filtered ? 'stages' : 'all'}`;

const whereOf = (s: Shape): SQL | undefined =>
  and(
    eq(applications.userId, sql.placeholder('user')),
    s.filtered ? sql`${applications.status} = any(${sql.placeholder('statuses')}::text[])` : undefined,
  );

function preparePage(db: DbOrTx, s: Shape) {
  const where = whereOf(s);
  const { interview, columns: interviewColumns } = latestInterviewOfRow(db);
  return db
    .select({
      // The inner `applications` is the subquery's own (it shadows the outer one): the caller's rows, counted once.
      total: sql<number>`(select count(*)::int from ${applications} where ${where})`,
      application: {
        ...applicationListColumns,
        acceptedAt: applications.acceptedAt,
        hiredAt: applications.hiredAt,
      },
      posting: {
        id: jobPostings.id,
        title: jobPostings.title,
        employmentTypes: jobPostings.employmentTypes,
        country: jobPostings.country,
        city: jobPostings.city,
        salaryMin: jobPostings.salaryMin,
        salaryMax: jobPostings.salaryMax,
        currencyCode: jobPostings.currencyCode,
        salaryType: jobPostings.salaryType,
        startedAt: jobPostings.startedAt,
        endedAt: jobPostings.endedAt,
      },
      org: { id: organizations.id, name: organizations.name, logoUrl: organizations.logoUrl },
      interview: interviewColumns,
    })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .leftJoinLateral(interview, sql`true`)
    .where(where)
    .orderBy(...SORTS[s.sort][s.direction])
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare(`talent_applications_${keyOf(s)}`);
}

function prepareCount(db: DbOrTx, s: Shape) {
  return db
    .select({ n: count() })
    .from(applications)
    .where(whereOf(s))
    .prepare(`talent_applications_count_${keyOf(s)}`);
}

const preparedPage = preparedPerKey<DbOrTx, ReturnType<typeof preparePage>>();
const preparedCount = preparedPerKey<DbOrTx, ReturnType<typeof prepareCount>>();

/** The talent's applications with what their rows show, each with its latest interview, and their total. */
export async function findTalentApplicationPage(
  db: DbOrTx,
  userId: number,
  opts: { statuses?: Status[]; sort: keyof typeof SORTS; direction: 'ASC' | 'DESC'; page: number; size: number },
) {
  const shape: Shape = { sort: opts.sort, direction: opts.direction, filtered: Boolean(opts.statuses?.length) };
  const values = { user: userId, statuses: opts.statuses ?? [] };
  const found = await preparedPage(db, `page_${keyOf(shape)}`, () => preparePage(db, shape)).execute({
    ...values,
    size: opts.size,
    offset: (opts.page - 1) * opts.size,
  });
  const rows = found.map(({ total: _total, interview: i, ...r }) => ({
    ...r,
    interview: i ? ({ applicationId: r.application.id, ...i } as LatestInterviewSummaryRow) : undefined,
  }));
  // A page past the last has no row to carry the total (the first page of none: it is 0).
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && opts.page > 1) {
    const [counted] = await preparedCount(db, `count_${keyOf(shape)}`, () => prepareCount(db, shape)).execute(values);
    total = Number(counted?.n ?? 0);
  }
  return { rows, total };
}

export type TalentApplicationRow = Awaited<ReturnType<typeof findTalentApplicationPage>>['rows'][number];
