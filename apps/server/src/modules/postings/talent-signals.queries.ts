import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobTitles, skills } from '../../db/schema/catalog';
import { interestJobRoles, interestSkills, profileJobRoles, profileTechStacks } from '../../db/schema/profiles';
import type { TalentSignals } from './postings.queries';

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * The categories a talent's recommendations are built from: job roles and tech stacks of the profile, and the
 * categories of the skills and job titles they marked as interests. Read-only; the profile area owns these tables.
 */
export async function findTalentSignals(db: DbOrTx, userId: number): Promise<TalentSignals> {
  const [roles, stacks, interestSkillRows, interestRoleRows] = await Promise.all([
    db.select({ id: profileJobRoles.categoryId }).from(profileJobRoles).where(eq(profileJobRoles.userId, userId)),
    db.select({ id: profileTechStacks.categoryId }).from(profileTechStacks).where(eq(profileTechStacks.userId, userId)),
    db
      .select({ id: skills.categoryId })
      .from(interestSkills)
      .innerJoin(skills, eq(skills.id, interestSkills.skillId))
      .where(eq(interestSkills.userId, userId)),
    db
      .select({ id: jobTitles.categoryId })
      .from(interestJobRoles)
      .innerJoin(jobTitles, eq(jobTitles.id, interestJobRoles.jobTitleId))
      .where(eq(interestJobRoles.userId, userId)),
  ]);
  return {
    roleCategoryIds: unique(roles.map((r) => r.id)),
    skillCategoryIds: unique(stacks.map((r) => r.id)),
    interestSkillCategoryIds: unique(interestSkillRows.map((r) => r.id)),
    interestRoleCategoryIds: unique(interestRoleRows.map((r) => r.id)),
  };
}
