import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRoleCategories, jobTitles, skillCategories, skills } from '../../db/schema/catalog';

const skillColumns = { id: skills.id, categoryId: skills.categoryId, nameEn: skills.nameEn, nameKo: skills.nameKo };
const titleColumns = {
  id: jobTitles.id,
  categoryId: jobTitles.categoryId,
  nameEn: jobTitles.nameEn,
  nameKo: jobTitles.nameKo,
};
const skillCategoryColumns = {
  id: skillCategories.id,
  code: skillCategories.code,
  nameEn: skillCategories.nameEn,
  nameKo: skillCategories.nameKo,
};
const roleCategoryColumns = {
  id: jobRoleCategories.id,
  code: jobRoleCategories.code,
  nameEn: jobRoleCategories.nameEn,
  nameKo: jobRoleCategories.nameKo,
};

export function listSkillCategories(db: DbOrTx) {
  return db.select(skillCategoryColumns).from(skillCategories).orderBy(asc(skillCategories.sortOrder));
}

export function listSkills(db: DbOrTx, categoryId?: number) {
  const query = db.select(skillColumns).from(skills);
  return (categoryId === undefined ? query : query.where(eq(skills.categoryId, categoryId))).orderBy(
    asc(skills.categoryId),
    asc(skills.sortOrder),
  );
}

export function listJobRoleCategories(db: DbOrTx) {
  return db.select(roleCategoryColumns).from(jobRoleCategories).orderBy(asc(jobRoleCategories.sortOrder));
}

export function listJobTitles(db: DbOrTx, categoryId?: number) {
  const query = db.select(titleColumns).from(jobTitles);
  return (categoryId === undefined ? query : query.where(eq(jobTitles.categoryId, categoryId))).orderBy(
    asc(jobTitles.categoryId),
    asc(jobTitles.sortOrder),
  );
}

/** The ids among `ids` that are skill categories. */
export async function findSkillCategoryIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: skillCategories.id })
    .from(skillCategories)
    .where(inArray(skillCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function findJobRoleCategoryIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: jobRoleCategories.id })
    .from(jobRoleCategories)
    .where(inArray(jobRoleCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Skills with their category code, for the ids that exist. */
export function findSkillsWithCategory(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ ...skillColumns, category: skillCategories.code })
    .from(skills)
    .innerJoin(skillCategories, eq(skillCategories.id, skills.categoryId))
    .where(inArray(skills.id, ids));
}

export function findJobTitlesWithCategory(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ ...titleColumns, category: jobRoleCategories.code })
    .from(jobTitles)
    .innerJoin(jobRoleCategories, eq(jobRoleCategories.id, jobTitles.categoryId))
    .where(inArray(jobTitles.id, ids));
}
