import { SEARCH_COUNT_CAP } from '@app/contract/limits';
import { OFFER_APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
  like as sqlLike,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';

/* The candidate list of a posting: its filters, orders, pages and capped count (decisions 045 and 048). */

type Status = (typeof applications.$inferSelect)['status'];
/**
 * Applicants whose first or last name contains `keyword`, ignoring case. A keyword without upper and lower case (한글,
 * digits) matches the same names with LIKE as with ILIKE, and LIKE is ~5x cheaper per row: ILIKE lower-cases every
 * name it tests, which was most of a name search's walk through a large posting's applicants (decision 045).
 */
function nameCondition(keyword: string) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const hasCase = keyword.toLowerCase() !== keyword.toUpperCase();
  const test = hasCase ? ilike : sqlLike;
  return or(test(applications.applicantFirstName, like), test(applications.applicantLastName, like));
}

/** A page of a posting's candidates (never withdrawn applications). */
export async function findCandidatePage(
  db: DbOrTx,
  postingId: number,
  opts: {
    statuses?: Status[];
    includeJobOffer?: boolean;
    keyword?: string;
    sort: 'APPLIED_AT' | 'NAME';
    direction: 'ASC' | 'DESC';
    page: number;
    size: number;
  },
) {
  // Anonymous applications (retention window over, decision 039) are statistics only: never a candidate.
  const conditions: (SQL | undefined)[] = [
    eq(applications.postingId, postingId),
    ne(applications.status, 'WITHDRAWN'),
    isNull(applications.anonymizedAt),
  ];
  if (opts.statuses?.length) conditions.push(inArray(applications.status, opts.statuses));
  if (opts.includeJobOffer === false) conditions.push(notInArray(applications.status, OFFER_APPLICATION_STATUSES));
  if (opts.keyword) conditions.push(nameCondition(opts.keyword));
  const where = and(...conditions);
  const dir = opts.direction === 'ASC' ? asc : desc;
  // Both orders have an index led by the posting (applied date, or the names copied onto the application).
  const order =
    opts.sort === 'NAME'
      ? [dir(applications.applicantFirstName), dir(applications.applicantLastName), dir(applications.id)]
      : [dir(applications.appliedAt), dir(applications.id)];
  if (opts.sort === 'APPLIED_AT') return pageInAppliedOrder(db, where, dir, opts);
  // The page's ids from the index alone (it carries the stage and names), then those rows.
  const page = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(...order)
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size)
    .as('page');
  const rows = db
    .select({ application: applications })
    .from(page)
    .innerJoin(applications, eq(applications.id, page.id))
    .orderBy(...order);
  // Counted up to SEARCH_COUNT_CAP: a posting with 96,000 applicants says "1,000+" rather than reading them all.
  // With a name, the count walks applied order: names are spread over it, whereas in name order everyone called
  // 민지 sits together, so the planner's walk of the name index read 48,000 entries before the first match.
  const matches = db
    .select({ one: sql`1` })
    .from(applications)
    .where(where)
    .orderBy(...(opts.keyword ? [desc(applications.appliedAt), desc(applications.id)] : []))
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  // The page and the count side by side (on a transaction they queue on its one connection).
  const [pageRows, [counted]] = await Promise.all([rows, db.select({ n: count() }).from(matches)]);
  return capped(
    pageRows.map((r) => r.application),
    Number(counted?.n ?? 0),
  );
}

const capped = (rows: (typeof applications.$inferSelect)[], n: number) => ({
  rows,
  total: Math.min(n, SEARCH_COUNT_CAP),
  isCapped: n > SEARCH_COUNT_CAP,
});

/**
 * In applied order (the default) one walk of the posting's applied-date index gives both the capped count and the
 * page: the matches up to SEARCH_COUNT_CAP + 1 (or to the page's end, deeper), counted, and the page cut from them.
 * A name search used to walk the index twice, once for the page and once for the count.
 */
async function pageInAppliedOrder(
  db: DbOrTx,
  where: SQL | undefined,
  dir: typeof asc,
  opts: { page: number; size: number },
) {
  const offset = (opts.page - 1) * opts.size;
  const walk = db.$with('walk').as(
    db
      .select({ id: applications.id, appliedAt: sql<Date>`${applications.appliedAt}`.as('walked_at') })
      .from(applications)
      .where(where)
      .orderBy(dir(applications.appliedAt), dir(applications.id))
      .limit(Math.max(SEARCH_COUNT_CAP + 1, offset + opts.size)),
  );
  const counted = db.$with('counted').as(db.select({ n: sql<number>`count(*)::int`.as('n') }).from(walk));
  const page = db
    .$with('page')
    .as(
      db.select({ id: walk.id }).from(walk).orderBy(dir(walk.appliedAt), dir(walk.id)).limit(opts.size).offset(offset),
    );
  const found = await db
    .with(walk, counted, page)
    .select({ n: counted.n, application: applications })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(applications, eq(applications.id, page.id))
    .orderBy(dir(applications.appliedAt), dir(applications.id));
  return capped(
    found.flatMap((r) => (r.application ? [r.application] : [])),
    found[0]?.n ?? 0,
  );
}
