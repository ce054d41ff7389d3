import { RELEVANCE_WINDOW, SEARCH_COUNT_CAP } from '@app/contract/limits';
import type { KeywordTerm } from '@app/contract/rules/keyword-reading';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardColumns } from '../../db/posting-card-columns';
import { organizations } from '../../db/schema/organizations';
import { jobPostingSearch as s } from '../../db/schema/posting-search';
import { jobPostings } from '../../db/schema/postings';
import { type Stream, streamSql, streamsOf } from './postings.list-streams';
import { type PairSpec, pairIdOf, pairOf, pairSql } from './postings.pair-lists';
import { filterConditions, type OpenPostingFilter, relevance } from './postings.search.conditions';
import type { Shares } from './postings.search-statistics';

/*
 * A keyword search from date-ordered lists (decisions 050 and 054). The GIN indexes of `concepts`, the trigrams and
 * the grams find a term's postings but not in date order, so past the count cap a search walked the date order testing
 * each row (`Seoul`: 9,600 rows for the count, 3,700 more for the page). A term's list (a concept's, or the merged
 * lists of the words containing an unknown term, postings.list-streams.ts) holds its postings newest first with their
 * end date and whether the term is in the title, read from the index alone. The rarest term's list is walked; the
 * lists of terms not much more common are merged with it in date order (a merge join of index-only scans), or
 * a pair of common terms searched again and again walks its own list (postings.pair-lists.ts); other
 * terms and filters are tested on the search row of each entry walked. One walk of at most SEARCH_COUNT_CAP + 1
 * matches gives the count, the relevance window (its RELEVANCE_WINDOW newest) and the page, where the search made a
 * count and then a second walk. A common short word alone without a list walks the search table's date order
 * (walkedGramOf).
 */

/**
 * A list this many times as long as the walked one is still merged: a merge reads about (1 + ratio) index entries per
 * entry walked, where a test on the search row costs a probe of its key and a heap row, ~10 entries' worth.
 */
const MERGE_RATIO = 8;

/**
 * `pair`: the walked stream and the first merged one have a list of their own (postings.pair-lists.ts), walked in
 * their place; `unpaired`: they would be worth one, which does not exist yet.
 */
export type ListPlan = { walked: Stream; merged: Stream[]; pair?: { id: number; spec: PairSpec }; unpaired?: PairSpec };

/**
 * The lists to walk: the rarest term's (by the statistics) and those at most MERGE_RATIO times as common, or the pair
 * list of the first two. Null when no term has a list. Read before the walk's statement: the dictionary and the pair
 * lists only grow, so what is read here is all there when the walk runs (decision 065).
 */
export async function listPlanOf(db: DbOrTx, filter: OpenPostingFilter, shares: Shares): Promise<ListPlan | null> {
  if (filter.terms.length === 0) return null;
  const [walked, ...rest] = (await streamsOf(db, filter.terms, shares)).sort((a, b) => a.share - b.share);
  if (!walked) return null;
  const merged = rest.filter((x) => x.share <= MERGE_RATIO * walked.share);
  const spec = pairOf(walked, merged);
  if (!spec) return { walked, merged };
  const id = await pairIdOf(db, spec);
  return id === null ? { walked, merged, unpaired: spec } : { walked, merged, pair: { id, spec } };
}

/** A short word in at least this share of listed postings finds a page of matches within a few thousand rows. */
const COMMON_GRAM = 0.1;

/**
 * A keyword of one short word and nothing else (`의료`), common by the statistics: its grams' GIN index finds its
 * postings but not in date order, so the count read up to 1,001 of them (fetching each one's out-of-line vector)
 * before a second walk found the page. Walking the date order once, testing the inline text (what the grams find,
 * decision 045), does both. Null otherwise: a rare word is found faster through its index.
 */
export function walkedGramOf(filter: OpenPostingFilter, { grams }: Shares): KeywordTerm | null {
  const [term, ...more] = filter.terms;
  if (!term || more.length > 0 || term.search?.kind !== 'gram' || term.concepts.length > 0) return null;
  if (filterConditions(filter, true, term).length > 0) return null;
  return (grams.get(term.search.text) ?? 0) >= COMMON_GRAM ? term : null;
}

/** Fewer postings than this matching the other terms and filters make their own indexes the faster way (below). */
const FEW_OTHERS = 100;

/** The terms the plan's lists do not cover, tested on the search rows of the entries walked. */
const restOf = (filter: OpenPostingFilter, plan: ListPlan) =>
  filter.terms.filter((term) => term !== plan.walked.term && !plan.merged.some((x) => x.term === term));

/**
 * Whether walking the lists pays: each entry walked costs a probe of its search row when other terms or filters must
 * be tested, so when those match few postings at all (a rare word beside a city), their indexes find the matches at
 * once while the walk would probe every open posting of the list. The planner answers this small capped count from
 * whichever index suits. Merged lists need no such test: the walked one is the rarest, and a merge stops at the end of
 * either.
 */
export async function walkPays(db: DbOrTx, filter: OpenPostingFilter, plan: ListPlan): Promise<boolean> {
  const others = filterConditions({ ...filter, terms: restOf(filter, plan) }, false);
  if (others.length === 0) return true;
  const result = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${s} where ${and(...others)} limit ${FEW_OTHERS}) others`,
  )) as unknown as { rows: { n: number }[] };
  return (result.rows[0]?.n ?? 0) >= FEW_OTHERS;
}

/**
 * The newest matches from the plan's lists (l0: the walked one or the pair's, l1…: those merged with it); other terms
 * and filters tested on each entry's search row.
 */
function listWalk(filter: OpenPostingFilter, plan: ListPlan, ranked: boolean) {
  const { pair } = plan;
  const joined = pair ? plan.merged.filter((x) => !pair.spec.streams.includes(x)) : plan.merged;
  const rest = restOf(filter, plan);
  const others = filterConditions({ ...filter, terms: rest }, true);
  const alias = (i: number) => sql.raw(`l${i}`);
  const inTitle = new Map<KeywordTerm, SQL>([
    ...(pair
      ? [
          [pair.spec.streams[0].term, sql`l0.a_in_title`] as const,
          [pair.spec.streams[1].term, sql`l0.b_in_title`] as const,
        ]
      : [[plan.walked.term, sql`l0.in_title`] as const]),
    ...joined.map((x, i) => [x.term, sql`${alias(i + 1)}.in_title`] as const),
  ]);
  const rel = ranked ? relevance(filter.terms, inTitle) : sql`0`;
  const joins = joined.map(
    (x, i) => sql` join (${streamSql(x, filter.now)}) ${alias(i + 1)}
      on ${alias(i + 1)}.started_at = l0.started_at and ${alias(i + 1)}.posting_id = l0.posting_id`,
  );
  // The search row only when something must be read from it (other terms, filters, their relevance).
  const needsRow = others.length > 0 || (ranked && rest.length > 0);
  const first = pair ? pairSql(pair.id, filter.now) : streamSql(plan.walked, filter.now);
  return sql`select l0.posting_id as id, l0.started_at, ${rel} as rel
    from (${first}) l0${sql.join(joins)}
    ${needsRow ? sql`join ${s} on ${s.postingId} = l0.posting_id` : sql``}
    ${others.length > 0 ? sql`where ${and(...others)}` : sql``}
    order by l0.started_at desc, l0.posting_id desc limit ${SEARCH_COUNT_CAP + 1}`;
}

/** The newest matches from the search table's date order (its index's, nulls last), short words tested as text. */
function textWalk(filter: OpenPostingFilter, ranked: boolean) {
  const rel = ranked ? relevance(filter.terms) : sql`0`;
  return sql`select ${s.postingId} as id, ${s.startedAt} as started_at, ${rel} as rel from ${s}
    where ${and(lte(s.startedAt, filter.now), gte(s.endedAt, filter.now), ...filterConditions(filter, true))}
    order by ${s.startedAt} desc nulls last, ${s.postingId} desc nulls last limit ${SEARCH_COUNT_CAP + 1}`;
}

type Walked = { plan: ListPlan } | { gram: KeywordTerm };
const walkOf = (filter: OpenPostingFilter, walked: Walked, ranked: boolean) =>
  'plan' in walked ? listWalk(filter, walked.plan, ranked) : textWalk(filter, ranked);

/** The count of the walk's matches, up to SEARCH_COUNT_CAP + 1: for a page the walk does not hold. */
export async function countWalked(db: DbOrTx, filter: OpenPostingFilter, walked: Walked): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from (${walkOf(filter, walked, false)}) walk`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/**
 * One walk of the newest matches, from the plan's lists or (a common short word alone) the search table's date order,
 * and the page's cards, in one statement (one snapshot, one round trip: decision 065): the count of matches (up to
 * SEARCH_COUNT_CAP + 1) and a page in the date order (`ranked`: by relevance first, within the RELEVANCE_WINDOW newest
 * matches when the count is capped, within all of them otherwise: the same rule as the search's other paths). A page
 * past the matches walked comes out short, and the caller knows from the count whether that means the end.
 */
export async function walkNewest(
  db: DbOrTx,
  filter: OpenPostingFilter,
  walked: Walked,
  opts: { ranked: boolean; size: number; offset: number; viewerId: number | null },
) {
  const window = opts.ranked
    ? sql`where k <= (case when total.n > ${SEARCH_COUNT_CAP}::int then ${RELEVANCE_WINDOW}::int else ${SEARCH_COUNT_CAP + 1}::int end)`
    : sql``;
  const order = opts.ranked ? sql`rel desc, started_at desc, id desc` : sql`started_at desc, id desc`;
  const page = sql`(with walk as (${walkOf(filter, walked, opts.ranked)}),
      numbered as (select id, started_at, rel, row_number() over (order by started_at desc, id desc) as k from walk),
      total as (select count(*)::int as n from walk)
    select total.n, page.id, page.at from total left join lateral (
      select id, row_number() over (order by ${order}) as at from numbered ${window}
      order by ${order} limit ${opts.size + 1} offset ${opts.offset}) page on true) as page`;
  // Left joins: an empty page is one row, with the count.
  const found = await db
    .select({ ...cardColumns(opts.viewerId), n: sql<number>`page.n` })
    .from(page)
    .leftJoin(jobPostings, eq(jobPostings.id, sql`page.id`))
    .leftJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .orderBy(sql`page.at`);
  const rows = found.flatMap(({ n: _n, posting, org, ...rest }) => (posting && org ? [{ posting, org, ...rest }] : []));
  return { n: found[0]?.n ?? 0, rows };
}
