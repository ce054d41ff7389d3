import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The skill and job-role catalogue, in English and Korean. Seeded by a migration (0003_catalog_seed) with fixed
 * ids so that profiles, postings and interests can refer to them; changed only by later migrations.
 */
export const skillCategories = pgTable(
  'skill_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameKo: text('name_ko').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('skill_categories_code_key').on(t.code)],
);

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => skillCategories.id, { onDelete: 'restrict' }),
    nameEn: text('name_en').notNull(),
    nameKo: text('name_ko').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('skills_category_idx').on(t.categoryId, t.sortOrder), uniqueIndex('skills_name_en_key').on(t.nameEn)],
);

export const jobRoleCategories = pgTable(
  'job_role_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameKo: text('name_ko').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('job_role_categories_code_key').on(t.code)],
);

/** Job titles (`GET /api/v1/job-titles`), grouped into job-role categories. */
export const jobTitles = pgTable(
  'job_titles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => jobRoleCategories.id, { onDelete: 'restrict' }),
    nameEn: text('name_en').notNull(),
    nameKo: text('name_ko').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('job_titles_category_idx').on(t.categoryId, t.sortOrder),
    uniqueIndex('job_titles_name_en_key').on(t.nameEn),
  ],
);
