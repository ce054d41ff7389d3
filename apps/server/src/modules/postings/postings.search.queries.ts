import { RELEVANCE_WINDOW, SEARCH_COUNT_CAP } from '@app/contract/limits';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { cardColumns } from '../../db/posting-card-columns';
import { organizations } from '../../db/schema/organizations';
import { jobPostingSearch as s } from '../../db/schema/posting-search';
import { jobPostings } from '../../db/schema/postings';
import { type ListPlan, listPlanOf, walkedGramOf, walkNewest, walkPays } from './postings.list-walk';
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

/** A walk for the count only (orders other than the date's take their page from their own index). */
const NO_PAGE = { ranked: false, size: 0, offset: 0 };

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

/** The cards of these postings, in this order. */
async function cardsOf(tx: DbOrTx, ids: number[], viewerId: number | null) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(cardColumns(viewerId))
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(inArray(jobPostings.id, ids));
  const byId = new Map(rows.map((row) => [row.posting.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of open postings with their organization, for the talent's search and the public company page. The count
 * stops at SEARCH_COUNT_CAP (`isCapped`); `last` comes from fetching one row more than the page. A keyword with a
 * term of one known concept or an unknown term found in few words walks the lists (postings.list-walk.ts) for the
 * count and, in date or relevance order, for the page too, unless the other terms and filters are rare enough for
 * their indexes; a common short word alone without lists walks the date order once for both. The statements share
 * one snapshot (repeatable read), so the dictionary's words and their lists agree.
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
  // Read (or refreshed) before the transaction, on the database handle the statistics are kept for: inside it, on the
  // embedded database's single connection, that read waited for the transaction and the search never answered.
  const shares = await sharesOf(db);
  // Lists merged for a pair worth a list of its own (postings.pair-lists.ts), counted once the answer is read.
  let unpaired: ListPlan['unpaired'];
  const page = await db.transaction(
    async (tx) => {
      // The planner's settings (random page cost, no parallel workers) are every connection's (db/client.ts).
      const plan = await listPlanOf(tx, filter, shares);
      const gram = plan ? null : walkedGramOf(filter, shares);
      const walkPage = byDate ? { ranked, size: opts.size, offset } : NO_PAGE;
      const walks = plan !== null && (await walkPays(tx, filter, plan));
      if (walks) unpaired = plan.unpaired;
      const listed =
        plan && walks
          ? await walkNewest(tx, filter, { plan }, walkPage)
          : gram
            ? await walkNewest(tx, filter, { gram }, walkPage)
            : null;
      const n = listed ? listed.n : await countMatches(tx, where);
      const isCapped = n > SEARCH_COUNT_CAP;
      // The walk stops after SEARCH_COUNT_CAP + 1 matches: a date-ordered page past them needs the walk below.
      const walkHasPage = byDate && (!isCapped || ranked || offset + opts.size + 1 <= SEARCH_COUNT_CAP + 1);
      let rows: Awaited<ReturnType<typeof cardsOf>>;
      if (listed && walkHasPage) {
        rows = await cardsOf(tx, listed.ids, opts.viewerId);
      } else {
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
        rows =
          n === 0
            ? []
            : await tx
                .select(cardColumns(opts.viewerId))
                .from(page)
                .innerJoin(jobPostings, eq(jobPostings.id, page.id))
                .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
                .orderBy(sql`${page.rel} desc`, ...order);
      }
      // Past the cap, the total is at least what the pages reached so far show.
      const total = isCapped ? Math.max(SEARCH_COUNT_CAP, offset + Math.min(rows.length, opts.size)) : n;
      return { rows: rows.slice(0, opts.size), total, isLast: rows.length <= opts.size, isCapped };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (unpaired) notePairSearch(db, unpaired);
  return page;
}
