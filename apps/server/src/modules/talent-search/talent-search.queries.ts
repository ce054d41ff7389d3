import { SEARCH_COUNT_CAP } from '@app/contract/limits';
import type { KeywordTerm } from '@app/contract/rules/keyword-reading';
import type { SearchTerm } from '@app/contract/rules/text-bigrams';
import type { AssessmentFilter, SkillFilter, TalentSort } from '@app/contract/schemas/talent-search';
import {
  type AnyColumn,
  and,
  arrayContains,
  arrayOverlaps,
  eq,
  gte,
  inArray,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { assessmentAttempts } from '../../db/schema/assessments';
import { profileJobRoles, talentProfiles } from '../../db/schema/profiles';
import { talentExclusions, talentSearch, talentTags } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';
import { type CountedResultJson, countedResultsColumn } from '../assessments/assessments.results.service';
import { bookmarkGroupColumn } from '../talent-groups/talent-groups.service';
import { tagsOfTalentColumn } from '../talent-notes/talent-notes.service';
import type { TalentCardRow } from './talent-cards';
import { skillYearKey, type TalentSearchRow } from './talent-search.document';

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
  /** The organization searching: never the talents it must no longer find (decision 042). A placeholder in the
   * prepared statement of a search without a keyword or filter (talent-search.page.ts). */
  viewerOrganizationId?: number | Placeholder;
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
    ? sql`${talentSearch.searchText} like ${containing(term.text)}`
    : arrayContains(talentSearch.searchVector, [term.text]);
}

/** The relevance of a known term walked from its concept's list, whose entries all have it: as `relevance` below. */
export const listedRank = (inTitle: SQL | AnyColumn) => sql<number>`(case when ${inTitle} then 3 else 2 end)`;

/**
 * How well a talent matches the keyword, per known term: 3 when a job role carries it, 2 when another part of the
 * profile does (a skill, the place, the introduction), 1 when only the text has the word.
 */
export function relevance(terms: KeywordTerm[]): SQL | null {
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

/**
 * Not a talent the organization must no longer find (decision 042): a set built once per statement (a hashed subplan;
 * the column is never null, so NOT IN means "not one of"), tested per walked row, so a walk that stops at a page stays
 * as short as before. Correlated NOT EXISTS ran an anti join that rescanned the exclusions once per row: 2.0 of the
 * 2.5 ms a 1,001-row walk took (decision 058).
 */
export const notExcludedBy = (organizationId: number | Placeholder, userId: AnyColumn) =>
  sql`${userId} not in (select ${talentExclusions.talentUserId} from ${talentExclusions}
      where ${talentExclusions.organizationId} = ${organizationId})`;

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
  if (f.viewerOrganizationId !== undefined) {
    conditions.push(notExcludedBy(f.viewerOrganizationId, talentSearch.userId));
  }
  return and(...conditions) as SQL;
}

/** Every sort column is NOT NULL; `desc nulls last` matches the indexes as drizzle-kit writes them. */
export const down = (column: unknown) => sql`${column} desc nulls last`;
export const SORTS: Record<TalentSort, SQL[]> = {
  BEST_MATCH: [down(talentSearch.matchBoost), down(talentSearch.profileUpdatedAt), down(talentSearch.userId)],
  RECENTLY_UPDATED: [down(talentSearch.profileUpdatedAt), down(talentSearch.userId)],
  EXPERIENCE: [down(talentSearch.totalYears), down(talentSearch.userId)],
};

/** Matches counted at most; past it the total is given as this many (and `totalIsCapped`). */
export const TALENT_COUNT_CAP = SEARCH_COUNT_CAP;

/**
 * What the searching organization's cards show besides the document: its bookmark group and tags on the talent, and
 * the talent's counted results, read in the page's statement rather than by three more (decision 055).
 */
export const viewerColumns = (organizationId: number | Placeholder | undefined) =>
  organizationId === undefined
    ? {
        groupId: sql<number | null>`null`,
        tags: sql<string[] | null>`null`,
        results: sql<CountedResultJson[] | null>`null`,
      }
    : {
        groupId: bookmarkGroupColumn(organizationId, talentSearch.userId),
        tags: sql<string[] | null>`${tagsOfTalentColumn(organizationId, talentSearch.userId)}`,
        results: sql<CountedResultJson[] | null>`${countedResultsColumn(talentSearch.userId)}`,
      };

/** What a card shows of a search document: not its search text and grams (kilobytes each). */
export const cardColumns = {
  userId: talentSearch.userId,
  country: talentSearch.country,
  jobSeekingStatus: talentSearch.jobSeekingStatus,
  isJobOffersAcceptable: talentSearch.isJobOffersAcceptable,
  jobPositionName: talentSearch.jobPositionName,
  titleConcepts: talentSearch.titleConcepts,
  concepts: talentSearch.concepts,
  totalYears: talentSearch.totalYears,
  profileUpdatedAt: talentSearch.profileUpdatedAt,
};

/**
 * A card's columns with the person's name and photo (`users` and `talent_profiles` joined) and what the viewer keeps
 * about the talent: what a search page and the cards by id read in their one statement (decision 055).
 */
export const cardWithPartsColumns = (organizationId: number | Placeholder | undefined) => ({
  ...cardColumns,
  firstName: users.firstName,
  lastName: users.lastName,
  imageUrl: users.imageUrl,
  profileImgUrl: talentProfiles.profileImgUrl,
  ...viewerColumns(organizationId),
});

/**
 * A row of a search page: the card's columns, the person's name and photo, and the viewer's bookmark group, tags and
 * the talent's counted results (null without a viewer).
 */
export type TalentPageRow = TalentCardRow &
  Omit<CardPerson, 'id'> & {
    groupId: number | null;
    tags: string[] | null;
    results: CountedResultJson[] | null;
  };

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
