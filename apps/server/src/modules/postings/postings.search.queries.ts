import { RELEVANCE_WINDOW, SEARCH_COUNT_CAP } from '@app/contract/limits';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { cardColumns } from '../../db/posting-card-columns';
import { organizations } from '../../db/schema/organizations';
import { jobPostingSearch as s } from '../../db/schema/posting-search';
import { jobPostings } from '../../db/schema/postings';
import { countWalked, listPlanOf, walkedGramOf, walkNewest, walkPays } from './postings.list-walk';
import { notePairSearch } from './postings.pair-lists';
import { type OpenPostingFilter, openPostingWhere, relevance } from './postings.search.conditions';
import { sharesOf } from './postings.search-statistics';
import { findSortedPostingPage } from './postings.sorted-page';

export type { OpenPostingFilter } from './postings.search.conditions';

/*
 * The talent's job search and the public company page, over the narrow table of listed postings (decision 045): the
 * count, the filters, the ranking and the page's ids come from `job_posting_search` (or the terms' lists, decisions
 * 050 and 054); only the page's rows are read from `job_postings` with their organization.
 */

type SortColumns = { startedAt: unknown; endedAt: unknown; salaryMaxKrw: unknown; id: unknown };
/** Each order over a source of its columns (the search table, a subquery, the postings), matching the indexes. */
const sortsOver = (c: SortColumns) => ({
  NEWEST: [sql`${c.startedAt} desc nulls last`, sql`${c.id} desc nulls last`],
  DEADLINE: [sql`${c.endedAt} asc`, sql`${c.id} asc`],
  SALARY: [sql`${c.salaryMaxKrw} desc nulls last`, sql`${c.id} desc nulls last`],
});
type Sort = keyof ReturnType<typeof sortsOver> | 'RELEVANCE';
const SEARCH_SORTS = sortsOver({ ...s, id: s.postingId });
const POSTING_SORTS = sortsOver(jobPostings);

/**
 * The ids (and relevance) of a page. When the matches are few (not capped), they are fetched through the filter's
 * indexes (bitmap scans: the subquery has no order, so the planner does not walk an order index, which for a rare
 * word reads the whole table) and only they are sorted. When they are many, walking the order index finds a page at
 * once, and relevance ranks within the RELEVANCE_WINDOW newest matches.
 */
function pageIds(
  db: DbOrTx,
  where: SQL | undefined,
  filter: OpenPostingFilter,
  opts: { sort: Sort; size: number; offset: number },
  few: boolean,
) {
  const ranked = opts.sort === 'RELEVANCE' && filter.terms.length > 0;
  const order = opts.sort === 'RELEVANCE' ? 'NEWEST' : opts.sort;
  if (!ranked && !few) {
    return db
      .select({ id: s.postingId, rel: sql<number>`0`.as('rel') })
      .from(s)
      .where(where)
      .orderBy(...SEARCH_SORTS[order])
      .limit(opts.size + 1)
      .offset(opts.offset)
      .as('page');
  }
  const base = db
    .select({
      id: s.postingId,
      startedAt: s.startedAt,
      endedAt: s.endedAt,
      salaryMaxKrw: s.salaryMaxKrw,
      rel: sql<number>`${ranked ? relevance(filter.terms) : sql`0`}`.as('rel'),
    })
    .from(s)
    .where(where);
  const set = (
    few ? base.limit(SEARCH_COUNT_CAP + 1) : base.orderBy(...SEARCH_SORTS.NEWEST).limit(RELEVANCE_WINDOW)
  ).as('candidates');
  const within = sortsOver(set)[order];
  return db
    .select({ id: set.id, rel: set.rel })
    .from(set)
    .orderBy(...(ranked ? [sql`${set.rel} desc`, ...within] : within))
    .limit(opts.size + 1)
    .offset(opts.offset)
    .as('page');
}

/** The matches, counted up to SEARCH_COUNT_CAP + 1 through whichever indexes the planner picks. */
async function countMatches(tx: DbOrTx, where: SQL | undefined) {
  const matches = tx
    .select({ one: sql`1` })
    .from(s)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await tx.select({ n: count() }).from(matches);
  return Number(counted?.n ?? 0);
}

/** The page's rows (one more than its size says whether more follow) with the count of matches. */
function pageOf<R>(rows: R[], n: number, offset: number, size: number) {
  const isCapped = n > SEARCH_COUNT_CAP;
  // Past the cap, the total is at least what the pages reached so far show.
  const total = isCapped ? Math.max(SEARCH_COUNT_CAP, offset + Math.min(rows.length, size)) : n;
  return { rows: rows.slice(0, size), total, isLast: rows.length <= size, isCapped };
}

/**
 * A page of open postings with their organization, for the talent's search and the public company page. The count
 * stops at SEARCH_COUNT_CAP (`isCapped`); `last` comes from fetching one row more than the page. A keyword with a
 * term of one known concept or an unknown term found in few words walks the lists (postings.list-walk.ts) for the
 * count and, in date or relevance order, for the page too, unless the other terms and filters are rare enough for
 * their indexes; a common short word alone without lists walks the date order once for both. The page, its cards
 * and the count are one statement (one snapshot); the dictionary's words and the pairs read before it are only ever
 * added, so a word or pair added in between is at worst missed by this one search.
 */
export async function findOpenPostingPage(
  db: Db,
  filter: OpenPostingFilter,
  opts: { sort: Sort; page: number; size: number; viewerId: number | null },
) {
  // Without a keyword, one statement does it (decision 056).
  if (filter.terms.length === 0) {
    return findSortedPostingPage(db, filter, { ...opts, sort: opts.sort === 'RELEVANCE' ? 'NEWEST' : opts.sort });
  }
  const where = openPostingWhere(filter);
  const offset = (opts.page - 1) * opts.size;
  const ranked = opts.sort === 'RELEVANCE' && filter.terms.length > 0;
  const byDate = opts.sort === 'RELEVANCE' || opts.sort === 'NEWEST';
  const shares = await sharesOf(db);
  const plan = await listPlanOf(db, filter, shares);
  const walks = plan !== null && (await walkPays(db, filter, plan));
  const gram = plan ? null : walkedGramOf(filter, shares);
  const walked = plan && walks ? { plan } : gram ? { gram } : null;
  // Lists merged for a pair worth a list of its own (postings.pair-lists.ts), counted once the answer is read.
  const unpaired = plan && walks ? plan.unpaired : undefined;
  const answered = <P>(page: P) => {
    if (unpaired) notePairSearch(db, unpaired);
    return page;
  };
  // The walk stops after SEARCH_COUNT_CAP + 1 matches: a date-ordered page within them (or the relevance window) is
  // the walk's, in one statement with its cards and the count (decision 065).
  if (walked && byDate && offset <= SEARCH_COUNT_CAP && (ranked || offset + opts.size + 1 <= SEARCH_COUNT_CAP + 1)) {
    const { n, rows } = await walkNewest(db, filter, walked, {
      ranked,
      size: opts.size,
      offset,
      viewerId: opts.viewerId,
    });
    return answered(pageOf(rows, n, offset, opts.size));
  }
  const counted = walked ? await countWalked(db, filter, walked) : null;
  // Past every match walked (a ranked page lies within them): empty, with the count alone.
  if (counted !== null && byDate && (ranked || (counted <= SEARCH_COUNT_CAP && offset >= counted))) {
    return answered(pageOf([], counted, offset, opts.size));
  }
  const page = await db.transaction(
    async (tx) => {
      const n = counted ?? (await countMatches(tx, where));
      const isCapped = n > SEARCH_COUNT_CAP;
      if (n === 0) return pageOf([], n, offset, opts.size);
      // Past the cap, the order index finds a page (or the relevance window) after a short walk; the planner does not
      // know that and may read every match through a bitmap and sort them (285 ms against 16 ms for `서울` at 200,000).
      if (isCapped) await tx.execute(sql.raw('set local enable_bitmapscan = off'));
      const page = pageIds(
        tx,
        isCapped ? openPostingWhere(filter, true) : where,
        filter,
        { ...opts, offset },
        !isCapped,
      );
      const order = POSTING_SORTS[opts.sort === 'RELEVANCE' ? 'NEWEST' : opts.sort];
      const rows = await tx
        .select(cardColumns(opts.viewerId))
        .from(page)
        .innerJoin(jobPostings, eq(jobPostings.id, page.id))
        .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
        .orderBy(sql`${page.rel} desc`, ...order);
      return pageOf(rows, n, offset, opts.size);
    },
    { accessMode: 'read only' },
  );
  return answered(page);
}
