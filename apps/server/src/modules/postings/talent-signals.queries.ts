import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerKey } from '../../db/prepared';
import { applications } from '../../db/schema/applications';
import { jobTitles, skills } from '../../db/schema/catalog';
import { jobPostings } from '../../db/schema/postings';
import { interestJobRoles, interestSkills, profileJobRoles, profileTechStacks } from '../../db/schema/profiles';
import { talentSearch } from '../../db/schema/talent-discovery';
import type { TalentSignals } from './recommendations.queries';

const user = sql.placeholder('user');
/** A subquery's values as a sorted array, so equal inputs compare equal. */
const sortedArray = (query: SQL) => sql<number[]>`array(${query} order by 1)`;

/** The statement behind findRecommendationInputs, prepared once per connection (decision 066). */
const inputsStatement = preparedPerKey<DbOrTx, ReturnType<typeof prepareInputs>>();
function prepareInputs(db: DbOrTx) {
  const own = sql`${talentSearch} where ${talentSearch.userId} = ${user}`;
  return db
    .select({
      roles: sortedArray(
        sql`select distinct ${profileJobRoles.categoryId} from ${profileJobRoles} where ${profileJobRoles.userId} = ${user}`,
      ),
      stacks: sortedArray(
        sql`select distinct ${profileTechStacks.categoryId} from ${profileTechStacks} where ${profileTechStacks.userId} = ${user}`,
      ),
      interestSkillCategories: sortedArray(
        sql`select distinct ${skills.categoryId} from ${interestSkills} join ${skills} on ${skills.id} = ${interestSkills.skillId}
          where ${interestSkills.userId} = ${user}`,
      ),
      interestSkillIds: sortedArray(
        sql`select ${interestSkills.skillId} from ${interestSkills} where ${interestSkills.userId} = ${user}`,
      ),
      interestRoleCategories: sortedArray(
        sql`select distinct ${jobTitles.categoryId} from ${interestJobRoles} join ${jobTitles} on ${jobTitles.id} = ${interestJobRoles.jobTitleId}
          where ${interestJobRoles.userId} = ${user}`,
      ),
      interestTitleIds: sortedArray(
        sql`select ${interestJobRoles.jobTitleId} from ${interestJobRoles} where ${interestJobRoles.userId} = ${user}`,
      ),
      concepts: sql<string[] | null>`(select ${talentSearch.concepts} from ${own})`,
      totalYears: sql<number | null>`(select ${talentSearch.totalYears} from ${own})`,
      postingsChangedAt: sql<string | null>`(select max(${jobPostings.updatedAt}) from ${jobPostings})::text`,
      applied: sortedArray(
        sql`select ${applications.postingId} from ${applications} where ${applications.userId} = ${user}
          and ${applications.status} <> 'WITHDRAWN'`,
      ),
    })
    .from(sql`(select 1) as one`)
    .prepare('recommendation_inputs');
}

/**
 * What a talent's recommendations are built from: job roles and tech stacks of the profile, the skills and job titles
 * they marked as interests (and their categories), the concepts and years of their search document; and what a kept
 * ranking depends on besides them: the latest change of any posting (`updated_at`, indexed: one probe) and the
 * postings they applied to. One statement (a dashboard load was ten), prepared: planning it cost more than running it
 * (1.0 against 0.7 ms).
 */
export async function findRecommendationInputs(db: DbOrTx, userId: number) {
  const [found] = await inputsStatement(db, 'inputs', () => prepareInputs(db)).execute({ user: userId });
  const row = found as NonNullable<typeof found>;
  const own = row.concepts ?? [];
  const signals: TalentSignals = {
    roleCategoryIds: row.roles,
    skillCategoryIds: row.stacks,
    interestSkillCategoryIds: row.interestSkillCategories,
    interestRoleCategoryIds: row.interestRoleCategories,
    titleConcepts: [
      ...new Set([...own.filter((c) => c.startsWith('title:')), ...row.interestTitleIds.map((id) => `title:${id}`)]),
    ].sort(),
    skillConcepts: [
      ...new Set([...own.filter((c) => c.startsWith('skill:')), ...row.interestSkillIds.map((id) => `skill:${id}`)]),
    ].sort(),
    totalYears: row.totalYears,
  };
  return { signals, postingsChangedAt: row.postingsChangedAt ?? '', appliedPostingIds: row.applied };
}
