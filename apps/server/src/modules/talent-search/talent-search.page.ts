import { RELEVANCE_WINDOW } from '@app/contract/limits';
import type { KeywordTerm } from '@app/contract/rules/keyword-reading';
import type { TalentSort } from '@app/contract/schemas/talent-search';
import { and, eq, gte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { preparedPerKey } from '../../db/prepared';
import { talentProfiles } from '../../db/schema/profiles';
import { talentConcepts, talentSearch, talentSearchDirty } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';
import {
  cardWithPartsColumns,
  down,
  listedRank,
  notExcludedBy,
  relevance,
  SORTS,
  TALENT_COUNT_CAP,
  type TalentFilter,
  type TalentPageRow,
  talentWhere,
} from './talent-search.queries';

type Page = { sort: TalentSort; page: number; size: number };
/** The values a page's statement is built with, or the prepared statement's placeholders for them. */
type Bounds = { reach: number | Placeholder; limit: number | Placeholder; offset: number | Placeholder };

/** Where a page's matches come from: the search documents, or the lists of the terms' concepts (decision 059). */
type Source = { where: SQL } | { concepts: (string | Placeholder)[] };

/** A best-match search of up to this many known words, each naming one concept, walks their lists. */
const LISTS_MAX = 3;

/**
 * The orders a concept's list is walked in: best match (talent_concepts_walk_idx, lists merged on its key) and, for
 * one word, experience (talent_concepts_experience_idx, migration 0051; decision 066).
 */
const LIST_ORDERS = {
  BEST_MATCH: [down(talentConcepts.matchBoost), down(talentConcepts.profileUpdatedAt), down(talentConcepts.userId)],
  EXPERIENCE: [down(talentConcepts.totalYears), down(talentConcepts.userId)],
};
type ListSort = keyof typeof LIST_ORDERS;

const ordinal = (order: SQL[]) => sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('ord');

/**
 * The matching documents walked in the sort's order up to `reach`, numbered, with their relevance (BEST_MATCH when a
 * known keyword ranks them; 0 for all otherwise).
 */
function documentsWalk(db: DbOrTx, filter: TalentFilter, where: SQL, sort: TalentSort, reach: number | Placeholder) {
  const score = sort === 'BEST_MATCH' ? relevance(filter.terms) : null;
  return db
    .select({ userId: talentSearch.userId, rel: sql<number>`${score ?? sql`0`}`.as('rel'), ord: ordinal(SORTS[sort]) })
    .from(talentSearch)
    .where(where)
    .orderBy(...SORTS[sort])
    .limit(reach);
}

/**
 * The same from the concepts' lists, each holding exactly the listed talents with its concept: in best-match order
 * one list, or several joined on that order's key (a merge of lists read in the same order, as the postings' lists
 * are, decision 054), where a talent is in every list, with each term's relevance as `relevance` gives it; by
 * experience one list, unranked (as the documents' walk in that order).
 */
function listWalk(
  db: DbOrTx,
  filter: TalentFilter,
  concepts: (string | Placeholder)[],
  sort: ListSort,
  reach: number | Placeholder,
) {
  const excluded = filter.viewerOrganizationId;
  const order = LIST_ORDERS[sort];
  const others = concepts.slice(1).map((concept, i) => ({ list: alias(talentConcepts, `l${i + 1}`), concept }));
  const rank =
    sort === 'BEST_MATCH'
      ? sql.join([listedRank(talentConcepts.inTitle), ...others.map(({ list }) => listedRank(list.inTitle))], sql` + `)
      : sql`0`;
  let walk = db
    .select({ userId: talentConcepts.userId, rel: sql<number>`${rank}`.as('rel'), ord: ordinal(order) })
    .from(talentConcepts)
    .$dynamic();
  for (const { list, concept } of others) {
    walk = walk.innerJoin(
      list,
      and(
        eq(list.concept, concept),
        eq(list.matchBoost, talentConcepts.matchBoost),
        eq(list.profileUpdatedAt, talentConcepts.profileUpdatedAt),
        eq(list.userId, talentConcepts.userId),
      ),
    );
  }
  walk = walk
    .where(
      and(
        eq(talentConcepts.concept, concepts[0] as string | Placeholder),
        filter.country === undefined ? undefined : eq(talentConcepts.country, filter.country),
        filter.minTotalYears === undefined ? undefined : gte(talentConcepts.totalYears, filter.minTotalYears),
        excluded === undefined ? undefined : notExcludedBy(excluded, talentConcepts.userId),
      ),
    )
    .orderBy(...order)
    .limit(reach);
  // The same columns (user_id, rel, ord) as the documents' walk; only their table differs.
  return walk as unknown as ReturnType<typeof documentsWalk>;
}

/**
 * The statement of a page: the matches (from the documents or a list, above); their count and whether profile changes wait in the rebuild queue;
 * the page cut from them; the page's cards with names, photos and what the viewer keeps about them.
 */
function pageStatement(db: DbOrTx, filter: TalentFilter, source: Source, sort: TalentSort, bounds: Bounds) {
  const ranked = sort === 'BEST_MATCH' && ('concepts' in source || relevance(filter.terms) !== null);
  const matches = db
    .$with('matches')
    .as(
      'concepts' in source
        ? listWalk(db, filter, source.concepts, sort as ListSort, bounds.reach)
        : documentsWalk(db, filter, source.where, sort, bounds.reach),
    );
  const counted = db.$with('counted').as(
    db
      .select({
        n: sql<number>`count(*)::int`.as('n'),
        queued: sql<boolean>`exists (select 1 from ${talentSearchDirty})`.as('queued'),
      })
      .from(matches),
  );
  const inWindow = ranked
    ? sql`${matches.ord} <= ${RELEVANCE_WINDOW} or (select n from ${counted}) <= ${TALENT_COUNT_CAP}`
    : undefined;
  // Without a score `rel` is 0 for all, so the page is in the sort's order (`ord`).
  const page = db
    .$with('page')
    .as(
      db
        .select({ userId: matches.userId, rel: matches.rel, ord: matches.ord })
        .from(matches)
        .where(inWindow)
        .orderBy(sql`${matches.rel} desc`, matches.ord)
        .limit(bounds.limit)
        .offset(bounds.offset),
    );
  return db
    .with(matches, counted, page)
    .select({
      n: counted.n,
      queued: counted.queued,
      ...cardWithPartsColumns(filter.viewerOrganizationId),
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(talentSearch, eq(talentSearch.userId, page.userId))
    .leftJoin(users, eq(users.id, page.userId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, page.userId))
    .orderBy(sql`${page.rel} desc`, page.ord);
}

/**
 * An organization's search with no filter and none of `terms` (its keyword's, unless told otherwise): without them,
 * what the talent search opens with.
 */
const isBare = (f: TalentFilter, terms: KeywordTerm[] = f.terms) =>
  typeof f.viewerOrganizationId === 'number' &&
  terms.length === 0 &&
  Object.entries(f).every(
    ([key, value]) =>
      key === 'viewerOrganizationId' ||
      key === 'terms' ||
      value === undefined ||
      (Array.isArray(value) && !value.length),
  );

/**
 * The concepts of a search for known words each naming one concept (best match: up to LISTS_MAX; by experience: one),
 * with nothing else to test but what the lists hold (country, years): one per word, in the words' order.
 */
function listedConcepts(f: TalentFilter, sort: TalentSort): string[] | undefined {
  const single = f.terms.every((term) => term.concepts.length === 1);
  const rest = { ...f, country: undefined, minTotalYears: undefined };
  const most = sort === 'BEST_MATCH' ? LISTS_MAX : sort === 'EXPERIENCE' ? 1 : 0;
  const fits = f.terms.length > 0 && f.terms.length <= most && single && isBare(rest, []);
  return fits ? f.terms.map((term) => term.concepts[0] as string) : undefined;
}

const bound = {
  organization: sql.placeholder('organization'),
  concepts: Array.from({ length: LISTS_MAX }, (_, i) => sql.placeholder(`concept${i}`)),
  reach: sql.placeholder('reach'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  country: sql.placeholder('country'),
  minTotalYears: sql.placeholder('minTotalYears'),
};

/** The list filters a prepared walk tests (as placeholders), named in its key: each list holds them (decision 066). */
type ListFilters = { country: boolean; minTotalYears: boolean };
const filtersKey = (f: ListFilters) => `${f.country ? '_country' : ''}${f.minTotalYears ? '_years' : ''}`;

/**
 * The statements of the bare search (per sort) and of the concept lists' walks (per number of lists, order and the
 * filters the lists hold), prepared once per connection (decision 058): neither drizzle nor PostgreSQL builds them
 * again for each request. Their plans are the same for every organization, concept, country and number of years (the
 * sort's index or the concepts' lists merged in their index order, the list's filters tested on its entries, the
 * exclusions as one set), so PostgreSQL's generic plan fits all; other searches with keywords or filters are planned
 * for their values, as a concept ten talents have and one half of them have need different walks through the search
 * documents.
 */
const preparedPage = preparedPerKey<DbOrTx, ReturnType<typeof preparePage>>();
/** The bare search in `sort`'s order, or (lists > 0) the walk of that many concepts' lists in that order. */
function preparePage(db: DbOrTx, sort: TalentSort, lists: number, tested: ListFilters) {
  const filter: TalentFilter = {
    terms: [],
    viewerOrganizationId: bound.organization,
    // Placeholders where the walk compares them with its list's columns (typed as the values they stand for).
    ...(tested.country ? { country: bound.country as unknown as string } : {}),
    ...(tested.minTotalYears ? { minTotalYears: bound.minTotalYears as unknown as number } : {}),
  };
  const source = lists ? { concepts: bound.concepts.slice(0, lists) } : { where: talentWhere(filter) as SQL };
  return pageStatement(db, filter, source, sort, bound).prepare(
    lists ? `talent_page_lists_${lists}_${sort}${filtersKey(tested)}` : `talent_page_${sort}`,
  );
}

/**
 * A page of listed talents as cards show them (with their names and photos), the capped count, and whether profile
 * changes wait in the rebuild queue, in one statement. The matches are walked in the sort's order (BEST_MATCH when a
 * known keyword ranks them) up to TALENT_COUNT_CAP + 1, or to the page's end when a page lies deeper: that walk is
 * the count (a keyword half the talents match is not counted row by row) and, read in order, the page. Ranked by
 * relevance (job role above other concepts above text), all matches are ranked when they are few (not capped), and
 * only the RELEVANCE_WINDOW best by BEST_MATCH when they are many. The walk reads the order's index (and only the rows
 * the filters test), never a sequential scan of the table, whose start moves with concurrent scans (`synchronize_seqscans`)
 * and read cold pages under load (decision 051); only the page's rows are read whole, and only the card's columns.
 * A best-match search for known words each naming one concept walks those concepts' lists instead (decision 059), as
 * does a search by experience for one such word (decision 066).
 */
export async function findTalentPage(db: DbOrTx, filter: TalentFilter, opts: Page) {
  const where = talentWhere(filter);
  if (!where) return { rows: [] as TalentPageRow[], total: 0, isLast: true, isCapped: false, queued: false };
  const offset = (opts.page - 1) * opts.size;
  const ranked = opts.sort === 'BEST_MATCH' && relevance(filter.terms) !== null;
  // Ranked pages come from the window (or from fewer matches than the cap): the walk never needs to go further.
  const reach = ranked ? TALENT_COUNT_CAP + 1 : Math.max(TALENT_COUNT_CAP + 1, offset + opts.size + 1);
  const bounds = { reach, limit: opts.size + 1, offset };
  const concepts = listedConcepts(filter, opts.sort);
  const lists = concepts?.length ?? 0;
  // Prepared: the bare search, and the lists' walks (with the filters their lists hold, when asked).
  const tested = { country: filter.country !== undefined, minTotalYears: filter.minTotalYears !== undefined };
  const key = lists ? `lists_${lists}_${opts.sort}${filtersKey(tested)}` : isBare(filter) ? opts.sort : undefined;
  const found =
    key === undefined
      ? await pageStatement(db, filter, { where }, opts.sort, bounds)
      : await preparedPage(db, key, () => preparePage(db, opts.sort, lists, tested)).execute({
          ...bounds,
          organization: filter.viewerOrganizationId,
          country: filter.country ?? null,
          minTotalYears: filter.minTotalYears ?? null,
          ...Object.fromEntries((concepts ?? []).map((concept, i) => [`concept${i}`, concept])),
        });
  const n = found[0]?.n ?? 0;
  const rows = found.flatMap((r) => (r.userId === null || r.firstName === null ? [] : [r as TalentPageRow]));
  const isCapped = n > TALENT_COUNT_CAP;
  const isLast = rows.length <= opts.size;
  // Past the cap, the total is at least what the pages reached so far show.
  const total = isCapped ? Math.max(TALENT_COUNT_CAP, offset + Math.min(rows.length, opts.size)) : n;
  return { rows: rows.slice(0, opts.size), total, isLast, isCapped, queued: Boolean(found[0]?.queued) };
}
