import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles, skills } from '../../db/schema/catalog';
import { interestJobRoles, interestSkills, profileJobRoles, profileTechStacks } from '../../db/schema/profiles';
import { talentSearch } from '../../db/schema/talent-discovery';
import type { TalentSignals } from './recommendations.queries';

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * What a talent's recommendations are built from: job roles and tech stacks of the profile, the skills and job titles
 * they marked as interests (and their categories), the concepts and years of their search document. Read-only.
 */
export async function findTalentSignals(db: DbOrTx, userId: number): Promise<TalentSignals> {
  const [roles, stacks, interestSkillRows, interestRoleRows, docs] = await Promise.all([
    db.select({ id: profileJobRoles.categoryId }).from(profileJobRoles).where(eq(profileJobRoles.userId, userId)),
    db.select({ id: profileTechStacks.categoryId }).from(profileTechStacks).where(eq(profileTechStacks.userId, userId)),
    db
      .select({ id: skills.categoryId, skillId: skills.id })
      .from(interestSkills)
      .innerJoin(skills, eq(skills.id, interestSkills.skillId))
      .where(eq(interestSkills.userId, userId)),
    db
      .select({ id: jobTitles.categoryId, titleId: jobTitles.id })
      .from(interestJobRoles)
      .innerJoin(jobTitles, eq(jobTitles.id, interestJobRoles.jobTitleId))
      .where(eq(interestJobRoles.userId, userId)),
    db
      .select({ concepts: talentSearch.concepts, totalYears: talentSearch.totalYears })
      .from(talentSearch)
      .where(eq(talentSearch.userId, userId)),
  ]);
  const doc = docs[0];
  const own = doc?.concepts ?? [];
  return {
    roleCategoryIds: unique(roles.map((r) => r.id)),
    skillCategoryIds: unique(stacks.map((r) => r.id)),
    interestSkillCategoryIds: unique(interestSkillRows.map((r) => r.id)),
    interestRoleCategoryIds: unique(interestRoleRows.map((r) => r.id)),
    titleConcepts: [
      ...new Set([...own.filter((c) => c.startsWith('title:')), ...interestRoleRows.map((r) => `title:${r.titleId}`)]),
    ],
    skillConcepts: [
      ...new Set([...own.filter((c) => c.startsWith('skill:')), ...interestSkillRows.map((r) => `skill:${r.skillId}`)]),
    ],
    totalYears: doc?.totalYears ?? null,
  };
}
