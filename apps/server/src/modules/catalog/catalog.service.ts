import type { JobRoleCategory, SkillCategory } from '@app/contract/schemas/catalog';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import {
  findJobRoleCategoryIds,
  findJobTitlesWithCategory,
  findSkillCategoryIds,
  findSkillsWithCategory,
  listJobRoleCategories,
  listJobTitles,
  listSkillCategories,
  listSkills,
} from './catalog.queries';

export async function getSkillCategories(deps: Deps): Promise<SkillCategory[]> {
  const [categories, all] = await Promise.all([listSkillCategories(deps.db), listSkills(deps.db)]);
  return categories.map((c) => ({ ...c, skills: all.filter((s) => s.categoryId === c.id) }));
}

export async function getJobRoleCategories(deps: Deps): Promise<JobRoleCategory[]> {
  const [categories, all] = await Promise.all([listJobRoleCategories(deps.db), listJobTitles(deps.db)]);
  return categories.map((c) => ({ ...c, jobRoles: all.filter((t) => t.categoryId === c.id) }));
}

export const getSkills = (deps: Deps, categoryId?: number) => listSkills(deps.db, categoryId);
export const getJobTitles = (deps: Deps, categoryId?: number) => listJobTitles(deps.db, categoryId);

type Ref = { path: string; id: number };

/** Throws VALIDATION_FAILED on every reference that names no skill category. */
export async function assertSkillCategories(db: DbOrTx, refs: Ref[]) {
  const known = await findSkillCategoryIds(db, [...new Set(refs.map((r) => r.id))]);
  rejectUnknown(refs, known);
}

export async function assertJobRoleCategories(db: DbOrTx, refs: Ref[]) {
  const known = await findJobRoleCategoryIds(db, [...new Set(refs.map((r) => r.id))]);
  rejectUnknown(refs, known);
}

/** Skills by id with their category code; throws VALIDATION_FAILED for ids not in the catalogue. */
export async function resolveSkills(db: DbOrTx, refs: Ref[]) {
  const rows = await findSkillsWithCategory(db, [...new Set(refs.map((r) => r.id))]);
  rejectUnknown(refs, new Set(rows.map((r) => r.id)));
  return rows;
}

export async function resolveJobTitles(db: DbOrTx, refs: Ref[]) {
  const rows = await findJobTitlesWithCategory(db, [...new Set(refs.map((r) => r.id))]);
  rejectUnknown(refs, new Set(rows.map((r) => r.id)));
  return rows;
}

function rejectUnknown(refs: Ref[], known: Set<number>) {
  const bad = refs.filter((r) => !known.has(r.id));
  if (bad.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      bad.map((r) => ({ path: r.path, key: 'validation.unknownCategory' })),
    );
  }
}

type Names = Map<number, { nameEn: string; nameKo: string }>;
/** Category names by id in both languages, for reasons and labels that name categories. */
export type CategoryNames = { roles: Names; skills: Names };

async function readCategoryNames(db: DbOrTx): Promise<CategoryNames> {
  // One after the other: callers may pass a transaction, which runs one query at a time.
  const roles = await listJobRoleCategories(db);
  const skills = await listSkillCategories(db);
  const map = (rows: { id: number; nameEn: string; nameKo: string }[]): Names =>
    new Map(rows.map((r) => [r.id, { nameEn: r.nameEn, nameKo: r.nameKo }]));
  return { roles: map(roles), skills: map(skills) };
}

const categoryNames = new WeakMap<DbOrTx, Promise<CategoryNames>>();

/**
 * Read once per database handle: the categories come from the migrations and nothing changes them at run time (the
 * vocabulary, built from them, is kept for the process too). Both dashboards name categories on every load.
 */
export function findCategoryNames(db: DbOrTx): Promise<CategoryNames> {
  let names = categoryNames.get(db);
  if (!names) {
    names = readCategoryNames(db);
    names.catch(() => categoryNames.delete(db));
    categoryNames.set(db, names);
  }
  return names;
}
