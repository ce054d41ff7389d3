import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { jobTitles, skills } from '../../db/schema/catalog';
import { jobPostings } from '../../db/schema/postings';
import { interestJobRoles, interestSkills, profileJobRoles, profileTechStacks } from '../../db/schema/profiles';
import { talentSearch } from '../../db/schema/talent-discovery';
import type { TalentSignals } from './recommendations.queries';

type InputsRow = {
  roles: number[];
  stacks: number[];
  interest_skill_categories: number[];
  interest_skill_ids: number[];
  interest_role_categories: number[];
  interest_title_ids: number[];
  concepts: string[] | null;
  total_years: number | null;
  postings_changed_at: string | null;
  applied: number[];
};

/**
 * What a talent's recommendations are built from: job roles and tech stacks of the profile, the skills and job titles
 * they marked as interests (and their categories), the concepts and years of their search document; and what a kept
 * ranking depends on besides them: the latest change of any posting (`updated_at`, indexed: one probe) and the
 * postings they applied to. One statement (a dashboard load was ten); every list sorted, so equal inputs compare equal.
 */
export async function findRecommendationInputs(db: DbOrTx, userId: number) {
  const result = await db.execute(sql`select
    array(select distinct ${profileJobRoles.categoryId} from ${profileJobRoles} where ${profileJobRoles.userId} = ${userId} order by 1) as roles,
    array(select distinct ${profileTechStacks.categoryId} from ${profileTechStacks} where ${profileTechStacks.userId} = ${userId} order by 1) as stacks,
    array(select distinct ${skills.categoryId} from ${interestSkills} join ${skills} on ${skills.id} = ${interestSkills.skillId}
      where ${interestSkills.userId} = ${userId} order by 1) as interest_skill_categories,
    array(select ${interestSkills.skillId} from ${interestSkills} where ${interestSkills.userId} = ${userId} order by 1) as interest_skill_ids,
    array(select distinct ${jobTitles.categoryId} from ${interestJobRoles} join ${jobTitles} on ${jobTitles.id} = ${interestJobRoles.jobTitleId}
      where ${interestJobRoles.userId} = ${userId} order by 1) as interest_role_categories,
    array(select ${interestJobRoles.jobTitleId} from ${interestJobRoles} where ${interestJobRoles.userId} = ${userId} order by 1) as interest_title_ids,
    (select ${talentSearch.concepts} from ${talentSearch} where ${talentSearch.userId} = ${userId}) as concepts,
    (select ${talentSearch.totalYears} from ${talentSearch} where ${talentSearch.userId} = ${userId}) as total_years,
    (select max(${jobPostings.updatedAt}) from ${jobPostings})::text as postings_changed_at,
    array(select ${applications.postingId} from ${applications} where ${applications.userId} = ${userId}
      and ${applications.status} <> 'WITHDRAWN' order by 1) as applied`);
  const row = (result as unknown as { rows: InputsRow[] }).rows[0] as InputsRow;
  const own = row.concepts ?? [];
  const signals: TalentSignals = {
    roleCategoryIds: row.roles,
    skillCategoryIds: row.stacks,
    interestSkillCategoryIds: row.interest_skill_categories,
    interestRoleCategoryIds: row.interest_role_categories,
    titleConcepts: [
      ...new Set([...own.filter((c) => c.startsWith('title:')), ...row.interest_title_ids.map((id) => `title:${id}`)]),
    ].sort(),
    skillConcepts: [
      ...new Set([...own.filter((c) => c.startsWith('skill:')), ...row.interest_skill_ids.map((id) => `skill:${id}`)]),
    ].sort(),
    totalYears: row.total_years,
  };
  return { signals, postingsChangedAt: row.postings_changed_at ?? '', appliedPostingIds: row.applied };
}
