import { RELEVANCE_WINDOW } from '@app/contract/limits';
import { and, arrayOverlaps, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cardColumns, cardPostingColumns } from '../../db/posting-card-columns';
import { preparedPerKey } from '../../db/prepared';
import { applications } from '../../db/schema/applications';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { isOpenCondition } from './postings.queries';

/** Recommendations are scored within this many of the newest matching postings. */
export const RECOMMENDATION_WINDOW = RELEVANCE_WINDOW;

/* The talent's recommended postings: scored by what they share with the profile, in SQL over the open postings. */

/** `array[1,2]::int[]` from numbers the server made (never client text). */
function intArray(ids: number[]): SQL {
  if (ids.length === 0) return sql`'{}'::int[]`;
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

const overlapCount = (
  column: typeof jobPostings.skillCategoryIds | typeof jobPostings.jobRoleCategoryIds,
  ids: number[],
) => (ids.length === 0 ? sql`0` : sql`(select count(*) from unnest(${column}) c where c = any(${intArray(ids)}))`);

export type TalentSignals = {
  roleCategoryIds: number[];
  skillCategoryIds: number[];
  interestRoleCategoryIds: number[];
  interestSkillCategoryIds: number[];
  /** Job titles (`title:…`) of the profile and the interests, and skills (`skill:…`), as vocabulary concepts. */
  titleConcepts: string[];
  skillConcepts: string[];
  /** Years of experience (null without a profile). */
  totalYears: number | null;
};

/** Weights of each kind of match in the recommendation score. */
export const RECOMMENDATION_WEIGHTS = {
  JOB_TITLE: 4,
  SKILL: 3,
  JOB_ROLE: 3,
  TECH_STACK: 2,
  INTEREST_JOB_ROLE: 2,
  INTEREST_SKILL: 1,
  EXPERIENCE: 2,
} as const;

/** `array['a','b']::text[]` from keys the server made. */
function textArray(keys: string[]): SQL {
  if (keys.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
}

const conceptOverlap = (column: typeof jobPostings.concepts | typeof jobPostings.titleConcepts, keys: string[]) =>
  keys.length === 0 ? sql`0` : sql`(select count(*) from unnest(${column}) c where c = any(${textArray(keys)}))`;

/**
 * 1 when the posting's experience fits a talent with `years` (신입 up to a year; 경력 within its range), 0 when it
 * asks for something else; ANY fits everyone. Without years, nothing counts.
 */
export function experienceFit(years: number | null): SQL {
  if (years === null) return sql`0`;
  return sql`(case
    when ${jobPostings.experienceLevel} = 'NEW' then ${years <= 1 ? 1 : 0}
    when ${jobPostings.experienceLevel} = 'EXPERIENCED' then
      case when ${years} >= 1 and (${jobPostings.experienceMinYears} is null or ${jobPostings.experienceMinYears} <= ${years})
        and (${jobPostings.experienceMaxYears} is null or ${jobPostings.experienceMaxYears} >= ${years}) then 1 else 0 end
    else 0 end)`;
}

/**
 * Open postings the talent has not applied to, ranked by overlap of their job titles, skills and categories with the
 * talent's profile and interests (weights above), then newest: every candidate's id and score, best first. Scored
 * within the RECOMMENDATION_WINDOW newest matches (found through the order index, or the GIN indexes when the matches
 * are few), so a ranking costs the same at 200,000 postings as at 2,000; the score is computed on the window's rows
 * and nothing else of them is returned (their cards are read for one page only). With no signals at all, the newest
 * postings.
 */
export async function rankRecommendations(db: DbOrTx, userId: number, signals: TalentSignals, now: Date) {
  const w = RECOMMENDATION_WEIGHTS;
  const score = sql<number>`(${w.JOB_ROLE} * ${overlapCount(jobPostings.jobRoleCategoryIds, signals.roleCategoryIds)}
    + ${w.TECH_STACK} * ${overlapCount(jobPostings.skillCategoryIds, signals.skillCategoryIds)}
    + ${w.INTEREST_JOB_ROLE} * ${overlapCount(jobPostings.jobRoleCategoryIds, signals.interestRoleCategoryIds)}
    + ${w.INTEREST_SKILL} * ${overlapCount(jobPostings.skillCategoryIds, signals.interestSkillCategoryIds)}
    + ${w.JOB_TITLE} * ${conceptOverlap(jobPostings.titleConcepts, signals.titleConcepts)}
    + ${w.SKILL} * ${conceptOverlap(jobPostings.concepts, signals.skillConcepts)}
    + ${w.EXPERIENCE} * ${experienceFit(signals.totalYears)})::int`;
  const roles = [...new Set([...signals.roleCategoryIds, ...signals.interestRoleCategoryIds])];
  const skills = [...new Set([...signals.skillCategoryIds, ...signals.interestSkillCategoryIds])];
  const concepts = [...signals.titleConcepts, ...signals.skillConcepts];
  const matches: SQL[] = [];
  if (roles.length) matches.push(arrayOverlaps(jobPostings.jobRoleCategoryIds, roles));
  if (skills.length) matches.push(arrayOverlaps(jobPostings.skillCategoryIds, skills));
  if (concepts.length) matches.push(arrayOverlaps(jobPostings.concepts, concepts));
  const where = and(
    isOpenCondition(now),
    matches.length ? or(...matches) : undefined,
    sql`not exists (select 1 from ${applications} where ${applications.postingId} = ${jobPostings.id} and ${applications.userId} = ${userId} and ${applications.status} <> 'WITHDRAWN')`,
  );
  const window = db
    .select({ id: jobPostings.id, startedAt: jobPostings.startedAt, score: score.as('score') })
    .from(jobPostings)
    .where(where)
    .orderBy(sql`${jobPostings.startedAt} desc nulls last`, sql`${jobPostings.id} desc nulls last`)
    .limit(RECOMMENDATION_WINDOW)
    .as('window');
  return db
    .select({ id: window.id, score: window.score })
    .from(window)
    .orderBy(sql`${window.score} desc`, sql`${window.startedAt} desc nulls last`, sql`${window.id} desc nulls last`);
}

/**
 * The cards of a page of a kept ranking, prepared once per connection: each load reads them, and planning them cost
 * more than reading them (0.6 against 0.1 ms; decision 066). The plan is the same for any ids and moment (the key).
 */
const cardsStatement = preparedPerKey<DbOrTx, ReturnType<typeof prepareOpenCards>>();
function prepareOpenCards(db: DbOrTx) {
  // The moment is a placeholder: its value is the ISO string the column would have been given.
  const now = sql.placeholder('now') as unknown as Date;
  return db
    .select({
      ...cardColumns(sql.placeholder('viewer')),
      // The reasons name the matched concepts.
      posting: { ...cardPostingColumns, concepts: jobPostings.concepts, titleConcepts: jobPostings.titleConcepts },
    })
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(and(sql`${jobPostings.id} = any(${sql.placeholder('ids')}::int[])`, isOpenCondition(now)))
    .prepare('recommendation_cards');
}

/** The cards of `ids` that are still open at `now` (a kept ranking may name one closed since), in no order. */
export async function findOpenCards(db: DbOrTx, ids: number[], viewerId: number, now: Date) {
  if (ids.length === 0) return [];
  return cardsStatement(db, 'cards', () => prepareOpenCards(db)).execute({
    ids,
    viewer: viewerId,
    now: now.toISOString(),
  });
}
