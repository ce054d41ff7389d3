import { SEARCH_COUNT_CAP } from '@app/contract/limits';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardColumns } from '../../db/posting-card-columns';
import { preparedPerKey } from '../../db/prepared';
import { organizations } from '../../db/schema/organizations';
import { jobPostingSearch as s } from '../../db/schema/posting-search';
import { jobPostings } from '../../db/schema/postings';
import { asPlaceholder, type OpenPostingFilter, openPostingWhere } from './postings.search.conditions';

/*
 * A page of open postings without a keyword (filters and one of the orders), for the job search and the company page,
 * in one statement (decision 056): the capped count and the page's ids from the search table, the page's cards from
 * the postings. The keyword path made seven round trips (begin, two settings, the count, a setting, the page, commit);
 * each cost the server a pool checkout, drizzle's SQL and a socket write, and PostgreSQL a parse and a plan. Since
 * the planner's settings became the connection's (decision 058), a page is one round trip.
 */

export type SortedOrder = 'NEWEST' | 'DEADLINE' | 'SALARY';

type SortColumns = { startedAt: unknown; endedAt: unknown; salaryMaxKrw: unknown; id: unknown };
/** Each order over a source of its columns, matching the search table's order indexes (ties by id). */
const ordersOver = (c: SortColumns): Record<SortedOrder, SQL[]> => ({
  NEWEST: [sql`${c.startedAt} desc nulls last`, sql`${c.id} desc nulls last`],
  DEADLINE: [sql`${c.endedAt} asc`, sql`${c.id} asc`],
  SALARY: [sql`${c.salaryMaxKrw} desc nulls last`, sql`${c.id} desc nulls last`],
});
const SEARCH_ORDERS = ordersOver({ ...s, id: s.postingId });
const POSTING_ORDERS = ordersOver(jobPostings);

/** The values a page's statement is built with, or the prepared statement's placeholders for them. */
type Bounds = { limit: number | Placeholder; offset: number | Placeholder };

/** The capped count of `where`'s matches, as a scalar subquery. */
const countOf = (where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${s} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as matches)`;

/**
 * The page (one row more than the page's size, which says whether more follow) and the count of matches up to
 * SEARCH_COUNT_CAP + 1, in one statement. Each part is planned for itself: the page walks its order's index (or, for
 * filters the statistics call rare, reads them through their indexes and sorts them); the count reads whichever index
 * finds its first SEARCH_COUNT_CAP + 1 matches cheapest. Page and count see one snapshot (one statement).
 */
function pageStatement(
  db: DbOrTx,
  where: SQL | undefined,
  sort: SortedOrder,
  viewer: number | Placeholder | null,
  bounds: Bounds,
) {
  const page = db
    .select({ id: s.postingId })
    .from(s)
    .where(where)
    .orderBy(...SEARCH_ORDERS[sort])
    .limit(bounds.limit)
    .offset(bounds.offset)
    .as('page');
  return db
    .select({ ...cardColumns(viewer), n: countOf(where) })
    .from(page)
    .innerJoin(jobPostings, eq(jobPostings.id, page.id))
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .orderBy(...POSTING_ORDERS[sort]);
}

const bound = {
  now: sql.placeholder('now'),
  viewer: sql.placeholder('viewer'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * The search careers opens with (no keyword, no filter) in each order, for a talent or no viewer, prepared once
 * per connection (decision 064, as talent search's bare search in 058): neither drizzle nor PostgreSQL builds or plans it
 * again for each request. Its plan is the same for every moment and viewer (the order's index, the dates tested on
 * its entries), so PostgreSQL's generic plan fits; searches with filters stay planned for their values.
 */
const preparedBare = preparedPerKey<DbOrTx, ReturnType<typeof prepareBare>>();
function prepareBare(db: DbOrTx, sort: SortedOrder, talent: boolean) {
  // The moment is a placeholder: its value is the ISO string the column would have been given.
  const where = openPostingWhere({ now: bound.now as unknown as Date, terms: [] });
  return pageStatement(db, where, sort, talent ? bound.viewer : null, bound).prepare(
    `jobs_page_${sort.toLowerCase()}_${talent ? 'talent' : 'no_viewer'}`,
  );
}

/** The filters a search gives (the moment and the empty terms aside), in a fixed order. */
function givenFilters(filter: OpenPostingFilter) {
  return (Object.keys(filter) as (keyof OpenPostingFilter)[])
    .filter((key) => {
      const value = filter[key];
      return key !== 'now' && key !== 'terms' && value !== undefined && !(Array.isArray(value) && value.length === 0);
    })
    .sort();
}

/**
 * A search with filters, kept per shape (the filters given and the experience level, which decide its conditions; the
 * order; a viewer or not) with the values as placeholders: drizzle builds its SQL and its row mapper once (they were
 * 18% of such a request's CPU in process). It is kept without a name, so PostgreSQL still plans each execution for its
 * values: the generic plan of these filters, which cannot know that Korea holds 28,852 of 75,000 open postings, took
 * 294 ms (decision 069). At most MAX_FILTER_SHAPES are kept per database; a rarer one is built for its request.
 */
const MAX_FILTER_SHAPES = 256;
const preparedFiltered = preparedPerKey<DbOrTx, ReturnType<typeof prepareFiltered>>(MAX_FILTER_SHAPES);
function prepareFiltered(db: DbOrTx, filter: OpenPostingFilter, sort: SortedOrder, talent: boolean) {
  const where = openPostingWhere({ ...filter, now: bound.now as unknown as Date }, false, asPlaceholder);
  return pageStatement(db, where, sort, talent ? bound.viewer : null, bound).prepare('');
}

/** A page of open postings without a keyword, in one of the orders: see `pageStatement`. */
export async function findSortedPostingPage(
  db: DbOrTx,
  filter: OpenPostingFilter,
  opts: { sort: SortedOrder; page: number; size: number; viewerId: number | null },
) {
  const offset = (opts.page - 1) * opts.size;
  const bounds = { limit: opts.size + 1, offset };
  const keys = givenFilters(filter);
  const talent = opts.viewerId !== null;
  const values = { ...bounds, now: filter.now.toISOString(), viewer: opts.viewerId };
  const rows =
    keys.length === 0
      ? await preparedBare(db, `${opts.sort}:${talent}`, () => prepareBare(db, opts.sort, talent)).execute(values)
      : await preparedFiltered(db, `${opts.sort}:${talent}:${keys.join(',')}:${filter.experienceLevel ?? ''}`, () =>
          prepareFiltered(db, filter, opts.sort, talent),
        ).execute({ ...values, ...Object.fromEntries(keys.map((key) => [key, filter[key]])) });
  // No row at all: nothing matches, or the page is past the last one (then the count is asked alone).
  let n = rows[0]?.n ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await db.select({ n: countOf(openPostingWhere(filter)) }).from(sql`(select 1) as one`);
    n = counted?.n ?? 0;
  }
  const isCapped = n > SEARCH_COUNT_CAP;
  // Past the cap, the total is at least what the pages reached so far show (as the keyword path says it).
  const total = isCapped ? Math.max(SEARCH_COUNT_CAP, offset + Math.min(rows.length, opts.size)) : n;
  return {
    rows: rows.slice(0, opts.size).map(({ n: _n, ...card }) => card),
    total,
    isLast: rows.length <= opts.size,
    isCapped,
  };
}
