import { RELEVANCE_WINDOW, SEARCH_COUNT_CAP } from '@app/contract/limits';
import type { KeywordTerm } from '@app/contract/rules/keyword-reading';
import type { SearchTerm } from '@app/contract/rules/text-bigrams';
import { and, arrayOverlaps, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardColumns } from '../../db/posting-card-columns';
import { organizations } from '../../db/schema/organizations';
import { jobPostingSearch as s } from '../../db/schema/posting-search';
import { jobPostings } from '../../db/schema/postings';
import type { PostingRow } from './postings.queries';

/*
 * The talent's job search and the public company page, over the narrow table of listed postings (decision 045): the
 * count, the filters, the ranking and the page's ids come from `job_posting_search`; only the page's rows are read
 * from `job_postings` with their organization.
 */

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A tsquery of one lexeme, quoted (terms are letters and digits only, but quotes are escaped all the same). */
const lexemeQuery = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Text: 3+ characters through the trigram index, shorter ones through the grams. A gram term (letters and digits, a
 * piece of one word) is in the grams exactly when the normalized text contains it, since both come from the same
 * normalized text (rules/text-bigrams.ts). So a walk of the date order (`walk`), which tests rows one by one, tests
 * the inline text alone and never fetches the out-of-line gram vector; otherwise the LIKE comes first (a walk the
 * planner chooses fetches the vector only for rows that match) and bitmap scans find rows through the grams' index.
 */
function textCondition(term: SearchTerm, walk: boolean): SQL {
  const like = sql`${s.searchText} like ${`%${escapeLike(term.text)}%`}`;
  if (term.kind === 'substring' || walk) return like;
  return sql`(${like} and ${s.searchVector} @@ ${lexemeQuery(term.text)}::tsquery)`;
}

/**
 * Every keyword term must match (AND). A term the vocabulary knows matches only its concepts (its variants in both
 * languages) through the concepts' GIN index (decision 024); other terms match text.
 */
function keywordCondition(terms: KeywordTerm[], walk: boolean): SQL[] {
  return terms.flatMap((term) => {
    if (term.concepts.length > 0) return [arrayOverlaps(s.concepts, term.concepts)];
    return term.search ? [textCondition(term.search, walk)] : [];
  });
}

/**
 * How well a posting matches the keyword: per term, 3 when its title or job titles match, 2 when another concept
 * (a skill, place or word) does, 1 for a text match elsewhere.
 */
function relevance(terms: KeywordTerm[]): SQL {
  const parts = terms.map((term) => {
    if (term.concepts.length > 0) {
      return sql`(case when ${arrayOverlaps(s.titleConcepts, term.concepts)} then 3 when ${arrayOverlaps(
        s.concepts,
        term.concepts,
      )} then 2 else 1 end)`;
    }
    const text = term.search?.text ?? '';
    return sql`(case when lower(${s.title}) like ${`%${escapeLike(text)}%`} then 3 else 1 end)`;
  });
  return parts.length > 0 ? sql.join(parts, sql` + `) : sql`0`;
}

export type OpenPostingFilter = {
  now: Date;
  terms: KeywordTerm[];
  /** NEW: open to newcomers; EXPERIENCED: to someone with `experienceYears` (when given). */
  experienceLevel?: 'NEW' | 'EXPERIENCED';
  experienceYears?: number;
  organizationId?: number;
  country?: string;
  employmentTypes?: string[];
  workModes?: string[];
  jobRoleCategoryIds?: number[];
  skillCategoryIds?: number[];
  salaryType?: PostingRow['salaryType'];
  salaryMinKrw?: number;
  salaryMaxKrw?: number;
};

/** Listed postings (every row of the table) inside their dates, matching every filter; `walk`: see textCondition. */
function openPostingWhere(f: OpenPostingFilter, walk = false) {
  const conditions: SQL[] = [lte(s.startedAt, f.now), gte(s.endedAt, f.now), ...keywordCondition(f.terms, walk)];
  if (f.organizationId !== undefined) conditions.push(eq(s.organizationId, f.organizationId));
  if (f.country) conditions.push(eq(s.country, f.country));
  if (f.employmentTypes?.length) conditions.push(arrayOverlaps(s.employmentTypes, f.employmentTypes));
  if (f.workModes?.length) conditions.push(arrayOverlaps(s.workModes, f.workModes));
  if (f.jobRoleCategoryIds?.length) conditions.push(arrayOverlaps(s.jobRoleCategoryIds, f.jobRoleCategoryIds));
  if (f.skillCategoryIds?.length) conditions.push(arrayOverlaps(s.skillCategoryIds, f.skillCategoryIds));
  if (f.salaryType) conditions.push(eq(s.salaryType, f.salaryType));
  if (f.experienceLevel) conditions.push(inArray(s.experienceLevel, [f.experienceLevel, 'ANY']));
  if (f.experienceLevel === 'EXPERIENCED' && f.experienceYears !== undefined) {
    const years = f.experienceYears;
    conditions.push(
      sql`(${s.experienceMinYears} is null or ${s.experienceMinYears} <= ${years})`,
      sql`(${s.experienceMaxYears} is null or ${s.experienceMaxYears} >= ${years})`,
    );
  }
  // Ranges overlap: the posting's top reaches the wanted minimum and its bottom is within the wanted maximum.
  if (f.salaryMinKrw !== undefined) conditions.push(gte(s.salaryMaxKrw, f.salaryMinKrw));
  if (f.salaryMaxKrw !== undefined) conditions.push(lte(s.salaryMinKrw, f.salaryMaxKrw));
  return and(...conditions);
}

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
 * The planner's cost of a random page read for the search (PostgreSQL's default is 4, tuned for spinning disks).
 * With the default it scans the table rather than the trigram and lexeme GIN indexes, because it does not know how
 * much a `LIKE` or `@@` on each row costs; at 1.1 (the usual value for SSDs and cached data) it uses the indexes
 * (decision 008). Set per transaction, so nothing else is affected.
 */
const SEARCH_RANDOM_PAGE_COST = '1.1';

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

/**
 * A page of open postings with their organization, for the talent's search and the public company page. The count
 * stops at SEARCH_COUNT_CAP (`isCapped`); `last` comes from fetching one row more than the page.
 */
export async function findOpenPostingPage(
  db: DbOrTx,
  filter: OpenPostingFilter,
  opts: { sort: Sort; page: number; size: number; viewerId: number | null },
) {
  const where = openPostingWhere(filter);
  const offset = (opts.page - 1) * opts.size;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local random_page_cost = ${SEARCH_RANDOM_PAGE_COST}`));
    const matches = tx
      .select({ one: sql`1` })
      .from(s)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('matches');
    const [counted] = await tx.select({ n: count() }).from(matches);
    const n = Number(counted?.n ?? 0);
    const isCapped = n > SEARCH_COUNT_CAP;
    // Past the cap, the order index finds a page (or the relevance window) after a short walk; the planner does not
    // know that and may read every match through a bitmap and sort them (285 ms against 16 ms for `서울` at 200,000).
    if (isCapped) await tx.execute(sql.raw('set local enable_bitmapscan = off'));
    const page = pageIds(tx, isCapped ? openPostingWhere(filter, true) : where, filter, { ...opts, offset }, !isCapped);
    const order = POSTING_SORTS[opts.sort === 'RELEVANCE' ? 'NEWEST' : opts.sort];
    const rows =
      n === 0
        ? []
        : await tx
            .select(cardColumns(opts.viewerId))
            .from(page)
            .innerJoin(jobPostings, eq(jobPostings.id, page.id))
            .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
            .orderBy(sql`${page.rel} desc`, ...order);
    // Past the cap, the total is at least what the pages reached so far show.
    const total = isCapped ? Math.max(SEARCH_COUNT_CAP, offset + Math.min(rows.length, opts.size)) : n;
    return { rows: rows.slice(0, opts.size), total, isLast: rows.length <= opts.size, isCapped };
  });
}
