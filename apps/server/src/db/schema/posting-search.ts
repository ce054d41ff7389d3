import { SALARY_TYPES } from '@app/contract/rules/salary';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { gramVector } from '../gram-vector';
import { jobPostings } from './postings';

/**
 * The narrow search table of listed postings (decision 045): one row per VISIBLE posting of an approved organization,
 * with only what the talent's search filters, ranks and sorts on. Written by database triggers on `job_postings` in
 * the same transaction as every change (migration 0038), never by the application, so no code path can leave it
 * stale; a posting that stops being listed loses its row.
 *
 * Why a table of its own: a ranked keyword search walks the date order testing each posting until it has the
 * RELEVANCE_WINDOW newest matches; posting rows are ~2.8 KB and their gram vector is TOASTed, so a walk of 18,000
 * rows read 18,000 pages (135 ms). Here a row is ~1 KB, the gram vector is kept out of line (storage EXTERNAL,
 * `toast_tuple_target`, set by the migration: drizzle cannot declare them) and walks test short words with LIKE on
 * the inline `search_text`, which finds exactly what the grams find (see `postings.search.queries.ts`).
 */
export const jobPostingSearch = pgTable(
  'job_posting_search',
  {
    postingId: integer('posting_id')
      .primaryKey()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    salaryMaxKrw: bigint('salary_max_krw', { mode: 'number' }),
    salaryMinKrw: bigint('salary_min_krw', { mode: 'number' }),
    organizationId: integer('organization_id').notNull(),
    country: text('country').notNull(),
    salaryType: text('salary_type', { enum: SALARY_TYPES }).notNull(),
    experienceLevel: text('experience_level', { enum: ['ANY', 'NEW', 'EXPERIENCED'] }).notNull(),
    experienceMinYears: integer('experience_min_years'),
    experienceMaxYears: integer('experience_max_years'),
    employmentTypes: text('employment_types').array().notNull(),
    workModes: text('work_modes').array().notNull(),
    jobRoleCategoryIds: integer('job_role_category_ids').array().notNull(),
    skillCategoryIds: integer('skill_category_ids').array().notNull(),
    concepts: text('concepts').array().notNull(),
    titleConcepts: text('title_concepts').array().notNull(),
    title: text('title').notNull(),
    searchText: text('search_text').notNull(),
    searchVector: gramVector('search_vector').notNull(),
  },
  (t) => [
    // One order index per sort, and the filters' indexes (the same set the postings table had for listed ones). The
    // order indexes INCLUDE the dates and filters (migration 0042, decision 056; drizzle cannot declare INCLUDE), so
    // keyword-less counts and pages are walked from the index alone.
    index('job_posting_search_started_idx').on(t.startedAt.desc(), t.postingId.desc()),
    index('job_posting_search_ended_idx').on(t.endedAt, t.postingId),
    index('job_posting_search_salary_idx').on(t.salaryMaxKrw.desc().nullsLast(), t.postingId.desc()),
    index('job_posting_search_salary_min_idx').on(t.salaryMinKrw),
    index('job_posting_search_country_idx').on(t.country, t.startedAt.desc()),
    // One country's open postings by deadline (migration 0053 INCLUDEs the other filters): a country's capped count.
    index('job_posting_search_country_ended_idx').on(t.country, t.endedAt, t.postingId),
    index('job_posting_search_org_idx').on(t.organizationId, t.startedAt.desc()),
    index('job_posting_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('job_posting_search_vector_idx').using('gin', t.searchVector),
    index('job_posting_search_concepts_idx').using('gin', t.concepts),
    index('job_posting_search_employment_types_idx').using('gin', t.employmentTypes),
    index('job_posting_search_work_modes_idx').using('gin', t.workModes),
    index('job_posting_search_role_categories_idx').using('gin', t.jobRoleCategoryIds),
    index('job_posting_search_skill_categories_idx').using('gin', t.skillCategoryIds),
  ],
);

/**
 * Per-concept date-ordered lists of listed postings (decision 050): one entry per concept of each row above, kept by
 * triggers on `job_posting_search` (migration 0041). A search walks one concept's newest open postings here, from the
 * primary key alone: it INCLUDEs `ended_at` and `in_title` (set by the migration; drizzle cannot declare INCLUDE).
 */
export const jobPostingConcepts = pgTable(
  'job_posting_concepts',
  {
    concept: text('concept').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    postingId: integer('posting_id').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    /** The concept is one of the posting's title concepts (what relevance ranks highest). */
    inTitle: boolean('in_title').notNull(),
  },
  (t) => [primaryKey({ name: 'job_posting_concepts_pkey', columns: [t.concept, t.startedAt, t.postingId] })],
);

/**
 * Per-word date-ordered lists of listed postings (decision 054): one entry per whitespace-separated word of each row's
 * search text (`in_text`) or lowercased title (`in_title`), kept by triggers on `job_posting_search` (migration 0043,
 * which also defines how words are cut). The key INCLUDEs `ended_at`, `in_text` and `in_title`.
 */
export const jobPostingWords = pgTable(
  'job_posting_words',
  {
    word: text('word').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    postingId: integer('posting_id').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    inText: boolean('in_text').notNull(),
    inTitle: boolean('in_title').notNull(),
  },
  (t) => [primaryKey({ name: 'job_posting_words_pkey', columns: [t.word, t.startedAt, t.postingId] })],
);

/** The dictionary of the lists' words, with their 1- to 3-character pieces to find the words containing a term. */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey(), grams: text('grams').array().notNull() },
  (t) => [index('search_words_grams_idx').using('gin', t.grams).with({ fastupdate: 'off' })],
);

/**
 * Pairs of searched terms kept as one list (decision 063, migration 0047): a member is a concept or a text term's
 * LIKE pattern (the other column null). Only added, by the server, for pairs searched again and again.
 */
export const searchPairs = pgTable('search_pairs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  aConcept: text('a_concept'),
  aLike: text('a_like'),
  bConcept: text('b_concept'),
  bLike: text('b_like'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A pair's listed postings in date order, kept by triggers on `job_posting_search` like the lists above; the key
 * INCLUDEs `ended_at` and whether each member is in the title.
 */
export const jobPostingPairs = pgTable(
  'job_posting_pairs',
  {
    pairId: integer('pair_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    postingId: integer('posting_id').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    aInTitle: boolean('a_in_title').notNull(),
    bInTitle: boolean('b_in_title').notNull(),
  },
  (t) => [primaryKey({ name: 'job_posting_pairs_pkey', columns: [t.pairId, t.startedAt, t.postingId] })],
);
