import { RELEVANCE_WINDOW, SEARCH_COUNT_CAP } from '@app/contract/limits';
import type { KeywordTerm } from '@app/contract/rules/keyword-reading';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobPostingConcepts as l, jobPostingSearch as s } from '../../db/schema/posting-search';
import { filterConditions, type OpenPostingFilter, relevance } from './postings.search.conditions';

/*
 * A keyword search from one concept's date-ordered list (decision 050). The GIN index of `concepts` finds a known
 * term's postings but not in date order, so past the count cap a search walked the whole date order testing each row
 * (`Seoul`: 9,600 rows for the count, 3,700 more for the page). `job_posting_concepts` holds each concept's postings in
 * (started_at, posting_id) order with their end date and whether the concept is in the title: the newest open postings
 * of a concept are the first entries of its list, read from the index alone. One walk of at most SEARCH_COUNT_CAP + 1
 * matches gives the count, the relevance window (its RELEVANCE_WINDOW newest) and the page, where the search made a
 * count and then a second walk; other terms and filters are tested on the search row of each entry walked. A common
 * short word alone walks the search table's date order the same way (walkedGramOf).
 */

/**
 * How often each concept is in the lists and each gram in the search rows' vectors (PostgreSQL's statistics: the
 * most common values and elements with their share of rows), re-read every ten minutes.
 */
const FREQUENCIES_MS = 10 * 60_000;
type Frequencies = { concepts: Map<string, number>; grams: Map<string, number> };
const frequencies = new WeakMap<DbOrTx, { at: number; value: Promise<Frequencies> }>();

async function readFrequencies(db: DbOrTx): Promise<Frequencies> {
  const result = (await db.execute(sql`select attname as kind, u.value, u.frequency from pg_stats,
      unnest(coalesce(most_common_vals, most_common_elems)::text::text[],
        coalesce(most_common_freqs, most_common_elem_freqs)) as u(value, frequency)
    where schemaname = current_schema() and ((tablename = 'job_posting_concepts' and attname = 'concept')
      or (tablename = 'job_posting_search' and attname = 'search_vector'))`)) as unknown as {
    rows: { kind: string; value: string; frequency: number }[];
  };
  const of = (kind: string) =>
    new Map(result.rows.filter((r) => r.kind === kind).map((r) => [r.value, Number(r.frequency)]));
  return { concepts: of('concept'), grams: of('search_vector') };
}

function frequenciesOf(db: DbOrTx) {
  const known = frequencies.get(db);
  if (known && Date.now() - known.at < FREQUENCIES_MS) return known.value;
  const value = readFrequencies(db);
  value.catch(() => frequencies.delete(db));
  frequencies.set(db, { at: Date.now(), value });
  return value;
}

/**
 * The term to walk: one naming a single concept (a term with several, such as a word of two meanings, would need its
 * lists merged), the rarest by the statistics when there are several (a concept missing from the most common values
 * is rarer than all of them). Null when no term qualifies.
 */
export async function walkedTermOf(db: DbOrTx, terms: KeywordTerm[]): Promise<KeywordTerm | null> {
  const single = terms.filter((term) => term.concepts.length === 1);
  if (single.length <= 1) return single[0] ?? null;
  const { concepts } = await frequenciesOf(db);
  const of = (term: KeywordTerm) => concepts.get(term.concepts[0] as string) ?? 0;
  return single.reduce((best, term) => (of(term) < of(best) ? term : best));
}

/** A short word in at least this share of listed postings finds a page of matches within a few thousand rows. */
const COMMON_GRAM = 0.1;

/**
 * A keyword of one short word and nothing else (`의료`), common by the statistics: its grams' GIN index finds its
 * postings but not in date order, so the count read up to 1,001 of them (fetching each one's out-of-line vector)
 * before a second walk found the page. Walking the date order once, testing the inline text (what the grams find,
 * decision 045), does both. Null otherwise: a rare word is found faster through its index.
 */
export async function walkedGramOf(db: DbOrTx, filter: OpenPostingFilter): Promise<KeywordTerm | null> {
  const [term, ...more] = filter.terms;
  if (!term || more.length > 0 || term.search?.kind !== 'gram' || term.concepts.length > 0) return null;
  if (filterConditions(filter, true, term).length > 0) return null;
  const { grams } = await frequenciesOf(db);
  return (grams.get(term.search.text) ?? 0) >= COMMON_GRAM ? term : null;
}

/** Fewer postings than this matching the other terms and filters make their own indexes the faster way (below). */
const FEW_OTHERS = 100;

/**
 * Whether walking the term's list pays: each entry walked costs a probe of its search row when other terms or filters
 * must be tested, so when those match few postings at all (a rare word beside a city), their indexes find the matches
 * at once while the walk would probe every open posting of the concept. The planner answers this small capped count
 * from whichever index suits.
 */
export async function walkPays(tx: DbOrTx, filter: OpenPostingFilter, term: KeywordTerm): Promise<boolean> {
  const others = filterConditions(filter, false, term);
  if (others.length === 0) return true;
  const result = (await tx.execute(
    sql`select count(*)::int as n from (select 1 from ${s} where ${and(...others)} limit ${FEW_OTHERS}) others`,
  )) as unknown as { rows: { n: number }[] };
  return (result.rows[0]?.n ?? 0) >= FEW_OTHERS;
}

/** The newest matches from the term's concept list; other terms and filters tested on each entry's search row. */
function conceptWalk(filter: OpenPostingFilter, term: KeywordTerm, ranked: boolean) {
  const others = filterConditions(filter, true, term);
  const rel = ranked ? relevance(filter.terms, { term, inTitle: sql`${l.inTitle}` }) : sql`0`;
  // The search row only when something must be read from it (other terms, filters, their relevance).
  const needsRow = others.length > 0 || (ranked && filter.terms.length > 1);
  return sql`select ${l.postingId} as id, ${l.startedAt} as started_at, ${rel} as rel
    from ${l} ${needsRow ? sql`join ${s} on ${s.postingId} = ${l.postingId}` : sql``}
    where ${and(eq(l.concept, term.concepts[0] as string), lte(l.startedAt, filter.now), gte(l.endedAt, filter.now), ...others)}
    order by ${l.startedAt} desc, ${l.postingId} desc limit ${SEARCH_COUNT_CAP + 1}`;
}

/** The newest matches from the search table's date order (its index's, nulls last), short words tested as text. */
function textWalk(filter: OpenPostingFilter, ranked: boolean) {
  const rel = ranked ? relevance(filter.terms) : sql`0`;
  return sql`select ${s.postingId} as id, ${s.startedAt} as started_at, ${rel} as rel from ${s}
    where ${and(lte(s.startedAt, filter.now), gte(s.endedAt, filter.now), ...filterConditions(filter, true))}
    order by ${s.startedAt} desc nulls last, ${s.postingId} desc nulls last limit ${SEARCH_COUNT_CAP + 1}`;
}

/**
 * One walk of the newest matches, from a concept's list or (a common short word alone) the search table's date order:
 * the count of matches (up to SEARCH_COUNT_CAP + 1) and the ids of a page in the date order (`ranked`: by relevance
 * first, within the RELEVANCE_WINDOW newest matches when the count is capped, within all of them otherwise: the same
 * rule as the search's other paths). With `offset + size` past the matches walked, the page comes out short; the
 * caller knows from the count whether that means the end.
 */
export async function walkNewest(
  tx: DbOrTx,
  filter: OpenPostingFilter,
  walked: { concept: KeywordTerm } | { gram: KeywordTerm },
  opts: { ranked: boolean; size: number; offset: number },
) {
  const walk = 'concept' in walked ? conceptWalk(filter, walked.concept, opts.ranked) : textWalk(filter, opts.ranked);
  const window = opts.ranked
    ? sql`where k <= (case when total.n > ${SEARCH_COUNT_CAP}::int then ${RELEVANCE_WINDOW}::int else ${SEARCH_COUNT_CAP + 1}::int end)`
    : sql``;
  const result = (await tx.execute(sql`with walk as (${walk}),
      numbered as (select id, started_at, rel, row_number() over (order by started_at desc, id desc) as k from walk),
      total as (select count(*)::int as n from walk)
    select total.n, page.id, page.rel from total left join lateral (
      select id, rel from numbered ${window}
      order by ${opts.ranked ? sql`rel desc, ` : sql``}started_at desc, id desc
      limit ${opts.size + 1} offset ${opts.offset}) page on true`)) as unknown as {
    rows: { n: number; id: number | null; rel: number | null }[];
  };
  const n = result.rows[0]?.n ?? 0;
  const ids = result.rows.flatMap((r) => (r.id === null ? [] : [r.id]));
  return { n, ids };
}
