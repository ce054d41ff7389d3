import { RELEVANCE_WINDOW, SEARCH_COUNT_CAP } from '@app/contract/limits';
import type { KeywordTerm } from '@app/contract/rules/keyword-reading';
import type { SearchTerm } from '@app/contract/rules/text-bigrams';
import { and, arrayOverlaps, asc, count, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardColumns, type cardPostingColumns, fullCardColumns } from '../../db/posting-card-columns';
import { applications } from '../../db/schema/applications';
import { organizationFollows } from '../../db/schema/follows';
import { organizations } from '../../db/schema/organizations';
import { jobPostings, jobPostingViews } from '../../db/schema/postings';

export type PostingRow = typeof jobPostings.$inferSelect;
export type CardPosting = Pick<PostingRow, keyof typeof cardPostingColumns>;
export type PostingWrite = Omit<
  typeof jobPostings.$inferInsert,
  'id' | 'organizationId' | 'status' | 'viewCount' | 'applicantCount' | 'createdAt' | 'updatedAt'
>;

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Listed: VISIBLE, of an approved organization (the posting's copy of it, so no join is needed), and inside its
 * dates. The first two are the predicate of the search indexes.
 */
export function isOpenCondition(now: Date): SQL {
  return and(
    eq(jobPostings.status, 'VISIBLE'),
    eq(jobPostings.organizationApproved, true),
    lte(jobPostings.startedAt, now),
    gte(jobPostings.endedAt, now),
  ) as SQL;
}

/** A tsquery of one lexeme, quoted (terms are letters and digits only, but quotes are escaped all the same). */
const lexemeQuery = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Text: 3+ characters through the trigram index, shorter ones through the grams. */
function textCondition(term: SearchTerm): SQL {
  return term.kind === 'substring'
    ? sql`${jobPostings.searchText} like ${`%${escapeLike(term.text)}%`}`
    : sql`${jobPostings.searchVector} @@ ${lexemeQuery(term.text)}::tsquery`;
}

/**
 * Every keyword term must match (AND). A term the vocabulary knows matches only its concepts (its variants in both
 * languages) through the concepts' GIN index: a cheap test per row that the planner can estimate, where adding the
 * word as typed (an OR with a substring scan) made common words walk most of the table (decision 024). Postings
 * carry the current vocabulary's concepts because a changed vocabulary reindexes them at start. Other terms match
 * text as before.
 */
export function keywordCondition(terms: KeywordTerm[]): SQL[] {
  return terms.flatMap((term) => {
    if (term.concepts.length > 0) return [arrayOverlaps(jobPostings.concepts, term.concepts)];
    return term.search ? [textCondition(term.search)] : [];
  });
}

/**
 * How well a posting matches the keyword: per term, 3 when its title or job titles match, 2 when another concept
 * (a skill, place or word) does, 1 for a text match elsewhere.
 */
function relevance(terms: KeywordTerm[]): SQL {
  const parts = terms.map((term) => {
    if (term.concepts.length > 0) {
      return sql`(case when ${arrayOverlaps(jobPostings.titleConcepts, term.concepts)} then 3 when ${arrayOverlaps(
        jobPostings.concepts,
        term.concepts,
      )} then 2 else 1 end)`;
    }
    const text = term.search?.text ?? '';
    return sql`(case when lower(${jobPostings.title}) like ${`%${escapeLike(text)}%`} then 3 else 1 end)`;
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

function openPostingWhere(f: OpenPostingFilter) {
  const conditions: SQL[] = [isOpenCondition(f.now), ...keywordCondition(f.terms)];
  if (f.organizationId !== undefined) conditions.push(eq(jobPostings.organizationId, f.organizationId));
  if (f.country) conditions.push(eq(jobPostings.country, f.country));
  if (f.employmentTypes?.length) conditions.push(arrayOverlaps(jobPostings.employmentTypes, f.employmentTypes));
  if (f.workModes?.length) conditions.push(arrayOverlaps(jobPostings.workModes, f.workModes));
  if (f.jobRoleCategoryIds?.length) {
    conditions.push(arrayOverlaps(jobPostings.jobRoleCategoryIds, f.jobRoleCategoryIds));
  }
  if (f.skillCategoryIds?.length) conditions.push(arrayOverlaps(jobPostings.skillCategoryIds, f.skillCategoryIds));
  if (f.salaryType) conditions.push(eq(jobPostings.salaryType, f.salaryType));
  if (f.experienceLevel) conditions.push(inArray(jobPostings.experienceLevel, [f.experienceLevel, 'ANY']));
  if (f.experienceLevel === 'EXPERIENCED' && f.experienceYears !== undefined) {
    const years = f.experienceYears;
    conditions.push(
      sql`(${jobPostings.experienceMinYears} is null or ${jobPostings.experienceMinYears} <= ${years})`,
      sql`(${jobPostings.experienceMaxYears} is null or ${jobPostings.experienceMaxYears} >= ${years})`,
    );
  }
  // Ranges overlap: the posting's top reaches the wanted minimum and its bottom is within the wanted maximum.
  if (f.salaryMinKrw !== undefined) conditions.push(gte(jobPostings.salaryMaxKrw, f.salaryMinKrw));
  if (f.salaryMaxKrw !== undefined) conditions.push(lte(jobPostings.salaryMinKrw, f.salaryMaxKrw));
  return and(...conditions);
}

type SortColumns = { startedAt: unknown; endedAt: unknown; salaryMaxKrw: unknown; id: unknown };
/** Each order over a source of its columns: the table, or a subquery that carries them. */
const sortsOver = (c: SortColumns) => ({
  NEWEST: [sql`${c.startedAt} desc nulls last`, sql`${c.id} desc nulls last`],
  DEADLINE: [sql`${c.endedAt} asc`, sql`${c.id} asc`],
  SALARY: [sql`${c.salaryMaxKrw} desc nulls last`, sql`${c.id} desc nulls last`],
});
const OPEN_SORTS = sortsOver(jobPostings);
const NEWEST = OPEN_SORTS.NEWEST;

/**
 * The planner's cost of a random page read for the search (PostgreSQL's default is 4, tuned for spinning disks).
 * With the default it reads all 10,000 postings rather than the trigram and lexeme GIN indexes, because it does not
 * know how much a `LIKE` or `@@` on each row costs; at 1.1 (the usual value for SSDs and cached data) it uses the
 * indexes and the count of a keyword search drops from ~35 ms to ~5 ms (bench/postings-search.mjs). Set per
 * transaction, so nothing else is affected.
 */
const SEARCH_RANDOM_PAGE_COST = '1.1';

/**
 * The page of a search. The count runs first. When the matches are few (not capped), they are fetched through the
 * filter's indexes (bitmap scans: the subquery has no order, so the planner does not walk an order index, which for
 * a rare word reads most of the table) and only they are sorted. When they are many, walking the order index finds a page at
 * once, and relevance ranks within the RELEVANCE_WINDOW newest matches.
 */
function pageQuery(
  db: DbOrTx,
  where: SQL | undefined,
  filter: OpenPostingFilter,
  opts: { sort: keyof typeof OPEN_SORTS | 'RELEVANCE'; size: number; offset: number; viewerId: number | null },
  few: boolean,
) {
  const ranked = opts.sort === 'RELEVANCE' && filter.terms.length > 0;
  const order = opts.sort === 'RELEVANCE' ? NEWEST : OPEN_SORTS[opts.sort];
  if (!ranked && !few) {
    return db
      .select(cardColumns(opts.viewerId))
      .from(jobPostings)
      .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
      .where(where)
      .orderBy(...order)
      .limit(opts.size + 1)
      .offset(opts.offset);
  }
  const base = db
    .select({
      id: jobPostings.id,
      startedAt: jobPostings.startedAt,
      endedAt: jobPostings.endedAt,
      salaryMaxKrw: jobPostings.salaryMaxKrw,
      rel: sql<number>`${ranked ? relevance(filter.terms) : sql`0`}`.as('rel'),
    })
    .from(jobPostings)
    .where(where);
  const set = (few ? base.limit(SEARCH_COUNT_CAP + 1) : base.orderBy(...NEWEST).limit(RELEVANCE_WINDOW)).as(
    'candidates',
  );
  // The page is cut from the candidates' narrow columns; only its rows are read whole with their organization.
  const within = sortsOver(set)[opts.sort === 'RELEVANCE' ? 'NEWEST' : opts.sort];
  const page = db
    .select({ id: set.id, rel: set.rel })
    .from(set)
    .orderBy(...(ranked ? [sql`${set.rel} desc`, ...within] : within))
    .limit(opts.size + 1)
    .offset(opts.offset)
    .as('page');
  return db
    .select(cardColumns(opts.viewerId))
    .from(page)
    .innerJoin(jobPostings, eq(jobPostings.id, page.id))
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .orderBy(...(ranked ? [sql`${page.rel} desc`, ...order] : order));
}

/**
 * A page of open postings with their organization, for the talent's search and the public company page. The count
 * stops at SEARCH_COUNT_CAP (`isCapped`); `last` comes from fetching one row more than the page.
 */
export async function findOpenPostingPage(
  db: DbOrTx,
  filter: OpenPostingFilter,
  opts: { sort: keyof typeof OPEN_SORTS | 'RELEVANCE'; page: number; size: number; viewerId: number | null },
) {
  const where = openPostingWhere(filter);
  const offset = (opts.page - 1) * opts.size;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local random_page_cost = ${SEARCH_RANDOM_PAGE_COST}`));
    const matches = tx
      .select({ one: sql`1` })
      .from(jobPostings)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('matches');
    const [counted] = await tx.select({ n: count() }).from(matches);
    const n = Number(counted?.n ?? 0);
    const isCapped = n > SEARCH_COUNT_CAP;
    // Past the cap, the order index finds a page (or the relevance window) after a short walk; the planner does not
    // know that and may read every match through a bitmap and sort them (285 ms against 16 ms for `서울` at 200,000).
    if (isCapped) await tx.execute(sql.raw('set local enable_bitmapscan = off'));
    const rows = n === 0 ? [] : await pageQuery(tx, where, filter, { ...opts, offset }, !isCapped);
    // Past the cap, the total is at least what the pages reached so far show.
    const total = isCapped ? Math.max(SEARCH_COUNT_CAP, offset + Math.min(rows.length, opts.size)) : n;
    return { rows: rows.slice(0, opts.size), total, isLast: rows.length <= opts.size, isCapped };
  });
}

const ORG_SORTS = {
  CREATED: jobPostings.createdAt,
  DEADLINE: jobPostings.endedAt,
  VIEWS: jobPostings.viewCount,
  APPLICANTS: jobPostings.applicantCount,
} as const;

/** The company's postings, any status, with the progress computed from the dates at `now`. */
export async function findOrganizationPostingPage(
  db: DbOrTx,
  organizationId: number,
  opts: {
    now: Date;
    status?: PostingRow['status'];
    progress?: 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED';
    sort: keyof typeof ORG_SORTS;
    direction: 'ASC' | 'DESC';
    page: number;
    size: number;
  },
) {
  const conditions: SQL[] = [eq(jobPostings.organizationId, organizationId)];
  if (opts.status) conditions.push(eq(jobPostings.status, opts.status));
  if (opts.progress === 'NOT_STARTED') conditions.push(gt(jobPostings.startedAt, opts.now));
  if (opts.progress === 'ENDED') conditions.push(lt(jobPostings.endedAt, opts.now));
  if (opts.progress === 'IN_PROGRESS') {
    conditions.push(lte(jobPostings.startedAt, opts.now), gte(jobPostings.endedAt, opts.now));
  }
  const where = and(...conditions);
  const column = ORG_SORTS[opts.sort];
  const dir = opts.direction === 'ASC' ? sql`asc` : sql`desc`;
  const rows = await db
    .select(fullCardColumns(null))
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(where)
    .orderBy(sql`${column} ${dir}`, sql`${jobPostings.id} ${dir}`)
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(jobPostings).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One posting with its organization summary, whatever its status. */
export async function findPostingWithOrganization(db: DbOrTx, postingId: number, viewerId: number | null = null) {
  const rows = await db
    .select(fullCardColumns(viewerId))
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(eq(jobPostings.id, postingId))
    .limit(1);
  return rows[0] ?? null;
}

/** The posting row locked for the rest of the transaction (status changes, applications, counters). */
export async function findPostingForUpdate(db: DbOrTx, postingId: number) {
  const rows = await db.select().from(jobPostings).where(eq(jobPostings.id, postingId)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function insertPosting(db: DbOrTx, organizationId: number, values: PostingWrite) {
  const [row] = await db
    .insert(jobPostings)
    .values({ ...values, organizationId, status: 'HIDDEN' })
    .returning({ id: jobPostings.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updatePosting(
  db: DbOrTx,
  postingId: number,
  values: Partial<PostingWrite> & { status?: PostingRow['status'] },
) {
  await db
    .update(jobPostings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobPostings.id, postingId));
}

export async function deletePosting(db: DbOrTx, postingId: number) {
  await db.delete(jobPostings).where(eq(jobPostings.id, postingId));
}

/** Adds `delta` to the applicant count (never below zero) and returns the new count. */
export async function addToApplicantCount(db: DbOrTx, postingId: number, delta: number) {
  const [row] = await db
    .update(jobPostings)
    .set({ applicantCount: sql`greatest(${jobPostings.applicantCount} + ${delta}, 0)` })
    .where(eq(jobPostings.id, postingId))
    .returning({ applicantCount: jobPostings.applicantCount });
  return row?.applicantCount ?? 0;
}

/** Counts a view once per viewer and UTC day; returns whether this call counted it. */
export async function recordView(db: DbOrTx, postingId: number, viewerId: number, day: string) {
  const inserted = await db
    .insert(jobPostingViews)
    .values({ postingId, viewerId, day })
    .onConflictDoNothing()
    .returning({ postingId: jobPostingViews.postingId });
  if (inserted.length === 0) return false;
  await db
    .update(jobPostings)
    .set({ viewCount: sql`${jobPostings.viewCount} + 1` })
    .where(eq(jobPostings.id, postingId));
  return true;
}

/** Open postings of each organization in `ids`. */
export async function countOpenPostingsByOrganization(db: DbOrTx, ids: number[], now: Date) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ organizationId: jobPostings.organizationId, n: count() })
    .from(jobPostings)
    .where(and(isOpenCondition(now), inArray(jobPostings.organizationId, ids)))
    .groupBy(jobPostings.organizationId);
  return new Map(rows.map((r) => [r.organizationId, Number(r.n)]));
}

/** The viewer's application to the posting and whether they follow its organization (the job detail's extras). */
export async function findViewerRelation(db: DbOrTx, postingId: number, organizationId: number, viewerId: number) {
  const [application] = await db
    .select({ id: applications.id, status: applications.status, appliedAt: applications.appliedAt })
    .from(applications)
    .where(and(eq(applications.postingId, postingId), eq(applications.userId, viewerId)))
    .limit(1);
  const [follow] = await db
    .select({ userId: organizationFollows.userId })
    .from(organizationFollows)
    .where(and(eq(organizationFollows.userId, viewerId), eq(organizationFollows.organizationId, organizationId)))
    .limit(1);
  return { application: application ?? null, isCompanyFollowed: follow !== undefined };
}
