import { RELEVANCE_WINDOW, SEARCH_COUNT_CAP } from '@app/contract/limits';
import type { KeywordTerm } from '@app/contract/rules/keyword-reading';
import type { SearchTerm } from '@app/contract/rules/text-bigrams';
import type { AssessmentFilter, SkillFilter, TalentSort } from '@app/contract/schemas/talent-search';
import {
  and,
  arrayContains,
  arrayOverlaps,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assessmentAttempts } from '../../db/schema/assessments';
import { profileJobRoles, talentProfiles } from '../../db/schema/profiles';
import { talentExclusions, talentSearch, talentTags } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';
import { skillYearKey, type TalentSearchRow } from './talent-search.document';

/** `%`, `_` and `\` in a keyword are literal characters, not patterns. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export type TalentFilter = {
  terms: KeywordTerm[];
  jobRoleCategoryIds?: number[];
  skills?: SkillFilter[];
  minTotalYears?: number;
  country?: string;
  jobSeekingStatus?: NonNullable<TalentSearchRow['jobSeekingStatus']>[];
  assessments?: AssessmentFilter[];
  openToOffersOnly?: boolean;
  /** With the organization whose tags are meant. */
  tag?: { organizationId: number; tag: string };
  /** Never these talents (e.g. already applied). */
  excludeUserIds?: number[];
  /** The organization searching: never the talents it must no longer find (decision 042). */
  viewerOrganizationId?: number;
};

/**
 * A public, passed, counted result at the track and at least the level: the latest finished attempt of that track and
 * level (by end time, ties by id) scored at least 70 and was made public.
 */
function passedCondition(a: AssessmentFilter): SQL {
  const later = sql`select 1 from ${assessmentAttempts} b where b.user_id = a.user_id and b.track = a.track
    and b.level = a.level and b.status <> 'IN_PROGRESS'
    and (b.ended_at > a.ended_at or (b.ended_at = a.ended_at and b.id > a.id))`;
  return sql`exists (select 1 from ${assessmentAttempts} a where a.user_id = ${talentSearch.userId}
    and a.track = ${a.track} and a.level >= ${a.level} and a.status <> 'IN_PROGRESS'
    and a.is_public and a.obtained_score >= 70 and not exists (${later}))`;
}

function textCondition(term: SearchTerm): SQL {
  return term.kind === 'substring'
    ? sql`${talentSearch.searchText} like ${`%${escapeLike(term.text)}%`}`
    : arrayContains(talentSearch.searchVector, [term.text]);
}

/**
 * How well a talent matches the keyword, per known term: 3 when a job role carries it, 2 when another part of the
 * profile does (a skill, the place, the introduction), 1 when only the text has the word.
 */
function relevance(terms: KeywordTerm[]): SQL | null {
  const parts = terms
    .filter((t) => t.concepts.length > 0)
    .map(
      (t) =>
        sql`(case when ${arrayOverlaps(talentSearch.titleConcepts, t.concepts)} then 3 when ${arrayOverlaps(
          talentSearch.concepts,
          t.concepts,
        )} then 2 else 1 end)`,
    );
  return parts.length > 0 ? sql.join(parts, sql` + `) : null;
}

/** Conditions for listed talents matching every filter; null when a filter can match nobody. */
export function talentWhere(f: TalentFilter): SQL | null {
  const conditions: SQL[] = [eq(talentSearch.isListed, true)];
  // A known term matches its concepts (both languages) through their GIN index; other terms match text.
  for (const term of f.terms) {
    if (term.concepts.length > 0) conditions.push(arrayOverlaps(talentSearch.concepts, term.concepts));
    else if (term.search) conditions.push(textCondition(term.search));
  }
  if (f.jobRoleCategoryIds?.length) conditions.push(arrayOverlaps(talentSearch.roleCategoryIds, f.jobRoleCategoryIds));
  if (f.skills?.length) {
    const keys = f.skills.map((s) => skillYearKey(s.categoryId, s.minYears));
    if (keys.some((k) => k === null)) return null;
    conditions.push(arrayContains(talentSearch.skillYearKeys, keys as number[]));
  }
  if (f.minTotalYears !== undefined) conditions.push(gte(talentSearch.totalYears, f.minTotalYears));
  if (f.country) conditions.push(eq(talentSearch.country, f.country));
  if (f.jobSeekingStatus?.length) conditions.push(inArray(talentSearch.jobSeekingStatus, f.jobSeekingStatus));
  if (f.openToOffersOnly) conditions.push(eq(talentSearch.isJobOffersAcceptable, true));
  for (const a of f.assessments ?? []) conditions.push(passedCondition(a));
  if (f.tag) {
    conditions.push(sql`exists (select 1 from ${talentTags} where ${talentTags.organizationId} = ${f.tag.organizationId}
      and ${talentTags.tag} = ${f.tag.tag} and ${talentTags.talentUserId} = ${talentSearch.userId})`);
  }
  if (f.excludeUserIds?.length) conditions.push(notInArray(talentSearch.userId, f.excludeUserIds));
  // One primary-key probe per candidate row, so index walks that stop at a page stay as short as before.
  if (f.viewerOrganizationId !== undefined) {
    conditions.push(sql`not exists (select 1 from ${talentExclusions} where ${talentExclusions.organizationId} =
      ${f.viewerOrganizationId} and ${talentExclusions.talentUserId} = ${talentSearch.userId})`);
  }
  return and(...conditions) as SQL;
}

/** Every sort column is NOT NULL; `desc nulls last` matches the indexes as drizzle-kit writes them. */
type SortColumns = { matchBoost: unknown; profileUpdatedAt: unknown; totalYears: unknown; userId: unknown };
/** Each sort over a source of its columns: the table, or a subquery that carries them. */
const sortsOver = (c: SortColumns): Record<TalentSort, SQL[]> => {
  const down = (column: unknown) => sql`${column} desc nulls last`;
  return {
    BEST_MATCH: [down(c.matchBoost), down(c.profileUpdatedAt), down(c.userId)],
    RECENTLY_UPDATED: [down(c.profileUpdatedAt), down(c.userId)],
    EXPERIENCE: [down(c.totalYears), down(c.userId)],
  };
};
const SORTS = sortsOver(talentSearch);

/** Matches counted at most; past it the total is given as this many (and `totalIsCapped`). */
export const TALENT_COUNT_CAP = SEARCH_COUNT_CAP;

/**
 * The page's rows. BEST_MATCH with a known keyword ranks by how well each talent matches first (job role above other
 * concepts above text). When the matches are few (not capped), they are fetched through the filter's indexes (the
 * subquery has no order, so no order index is walked) and only they are sorted; when they are many, walking the sort's
 * index finds a page at once, and relevance ranks within the RELEVANCE_WINDOW best by that order.
 */
function pageRows(db: DbOrTx, where: SQL, filter: TalentFilter, opts: Page & { offset: number }, few: boolean) {
  const score = opts.sort === 'BEST_MATCH' ? relevance(filter.terms) : null;
  if (!score && !few) {
    return db
      .select()
      .from(talentSearch)
      .where(where)
      .orderBy(...SORTS[opts.sort])
      .limit(opts.size + 1)
      .offset(opts.offset);
  }
  const base = db
    .select({
      userId: talentSearch.userId,
      matchBoost: talentSearch.matchBoost,
      profileUpdatedAt: talentSearch.profileUpdatedAt,
      totalYears: talentSearch.totalYears,
      rel: sql<number>`${score ?? sql`0`}`.as('rel'),
    })
    .from(talentSearch)
    .where(where);
  const set = (few ? base.limit(TALENT_COUNT_CAP + 1) : base.orderBy(...SORTS.BEST_MATCH).limit(RELEVANCE_WINDOW)).as(
    'candidates',
  );
  // The page is cut from the candidates' narrow columns; only its rows are read whole (documents are wide: reading
  // the 400 of the window was most of a keyword search's time).
  const within = sortsOver(set);
  const page = db
    .select({ userId: set.userId, rel: set.rel })
    .from(set)
    .orderBy(...(score ? [sql`${set.rel} desc`, ...within.BEST_MATCH] : within[opts.sort]))
    .limit(opts.size + 1)
    .offset(opts.offset)
    .as('page');
  return db
    .select(getTableColumns(talentSearch))
    .from(page)
    .innerJoin(talentSearch, eq(talentSearch.userId, page.userId))
    .orderBy(...(score ? [sql`${page.rel} desc`, ...SORTS.BEST_MATCH] : SORTS[opts.sort]));
}

type Page = { sort: TalentSort; page: number; size: number };

/**
 * A page of listed talents' search rows. The count runs first and stops at TALENT_COUNT_CAP (a keyword that half the
 * talents match would otherwise be counted row by row); `last` comes from fetching one row more than the page.
 */
export async function findTalentPage(db: DbOrTx, filter: TalentFilter, opts: Page) {
  const where = talentWhere(filter);
  if (!where) return { rows: [] as TalentSearchRow[], total: 0, isLast: true, isCapped: false };
  const matches = db
    .select({ one: sql`1` })
    .from(talentSearch)
    .where(where)
    .limit(TALENT_COUNT_CAP + 1)
    .as('matches');
  const [counted] = await db.select({ n: count() }).from(matches);
  const n = Number(counted?.n ?? 0);
  const offset = (opts.page - 1) * opts.size;
  const isCapped = n > TALENT_COUNT_CAP;
  const rows = n === 0 ? [] : await pageRows(db, where, filter, { ...opts, offset }, !isCapped);
  const isLast = rows.length <= opts.size;
  // Past the cap, the total is at least what the pages reached so far show.
  const total = isCapped ? Math.max(TALENT_COUNT_CAP, offset + Math.min(rows.length, opts.size)) : n;
  return { rows: rows.slice(0, opts.size), total, isLast, isCapped };
}

/**
 * The best `limit` listed candidates by the indexes (for recommendations, scored afterwards): only what the score
 * needs, as the search documents are wide (their text and grams made the pool 90% of a dashboard's time).
 */
export async function findCandidatePool(db: DbOrTx, filter: TalentFilter, extra: SQL | undefined, limit: number) {
  const where = talentWhere(filter);
  if (!where) return [];
  return db
    .select({
      userId: talentSearch.userId,
      jobSeekingStatus: talentSearch.jobSeekingStatus,
      isJobOffersAcceptable: talentSearch.isJobOffersAcceptable,
      country: talentSearch.country,
      skillYearKeys: talentSearch.skillYearKeys,
      profileUpdatedAt: talentSearch.profileUpdatedAt,
    })
    .from(talentSearch)
    .where(extra ? and(where, extra) : where)
    .orderBy(...SORTS.BEST_MATCH)
    .limit(limit);
}

export type CandidatePoolRow = Awaited<ReturnType<typeof findCandidatePool>>[number];

export async function findSearchRows(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select().from(talentSearch).where(inArray(talentSearch.userId, userIds));
}

/** Names and photos for cards. */
export async function findCardPeople(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, CardPerson>();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      imageUrl: users.imageUrl,
      profileImgUrl: talentProfiles.profileImgUrl,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r]));
}
export type CardPerson = {
  id: number;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  profileImgUrl: string | null;
};

/** The account and visibility fields of a would-be talent. */
/** Years per job-role category of each talent (most years when a category is listed twice). */
export async function findRoleYears(db: DbOrTx, userIds: number[]) {
  const out = new Map<number, { categoryId: number; experienceYears: number }[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: profileJobRoles.userId,
      categoryId: profileJobRoles.categoryId,
      experienceYears: profileJobRoles.experienceYears,
    })
    .from(profileJobRoles)
    .where(inArray(profileJobRoles.userId, userIds));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r]);
  return out;
}
