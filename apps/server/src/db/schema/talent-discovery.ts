import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { jobPostings } from './postings';
import { users } from './users';

const listed = sql`is_listed`;

/**
 * One denormalised search document per talent, rebuilt from the profile (talent-search module). `is_listed` is true
 * for active talents whom companies may find (seeking work or open to offers); every search index is partial on it.
 * `search_text` (normalized names, introduction, roles, skills and their category names in English and Korean) serves
 * substrings of 3+ characters through trigrams; `search_grams` holds every 1- and 2-character piece of its words
 * (개발, Go). `skill_year_keys` holds `categoryId * 100 + y` for every y from 0 to the years of that skill category,
 * so "skill X with at least N years" is one array containment through a GIN index.
 */
export const talentSearch = pgTable(
  'talent_search',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isListed: boolean('is_listed').notNull(),
    jobSeekingStatus: text('job_seeking_status', { enum: ['ACTIVELY_SEEKING', 'OPEN_TO_OFFERS', 'NOT_SEEKING'] }),
    isJobOffersAcceptable: boolean('is_job_offers_acceptable').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    jobPositionName: text('job_position_name'),
    roleCategoryIds: integer('role_category_ids').array().notNull(),
    skillCategoryIds: integer('skill_category_ids').array().notNull(),
    skillYearKeys: integer('skill_year_keys').array().notNull(),
    /** Years of experience: the longest job role, or the summed work experience if longer. */
    totalYears: integer('total_years').notNull(),
    /** 2 actively seeking, 1 open to offers, 0 otherwise: the first key of "best match" without a keyword. */
    matchBoost: smallint('match_boost').notNull(),
    searchText: text('search_text').notNull(),
    searchVector: text('search_grams').array().notNull(),
    /** Vocabulary concepts of the profile (roles, skills, place, text; decision 017), matched by known keywords. */
    concepts: text('concepts').array().notNull().default(sql`'{}'`),
    /** The concepts of the job roles only: a keyword matching these ranks first. */
    titleConcepts: text('title_concepts').array().notNull().default(sql`'{}'`),
    profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true }).notNull(),
    rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talent_search_updated_idx').on(t.profileUpdatedAt.desc(), t.userId.desc()).where(listed),
    // The latest rebuild is the version of the talent data recommendations were ranked on (one index probe).
    index('talent_search_rebuilt_idx').on(t.rebuiltAt),
    index('talent_search_experience_idx').on(t.totalYears.desc(), t.userId.desc()).where(listed),
    index('talent_search_best_idx').on(t.matchBoost.desc(), t.profileUpdatedAt.desc(), t.userId.desc()).where(listed),
    // Each order again with the columns filters test INCLUDEd (migration 0050): a filtered walk reads only the index.
    index('talent_search_best_filtered_idx')
      .on(t.matchBoost.desc(), t.profileUpdatedAt.desc(), t.userId.desc())
      .where(listed),
    index('talent_search_updated_filtered_idx').on(t.profileUpdatedAt.desc(), t.userId.desc()).where(listed),
    index('talent_search_experience_filtered_idx').on(t.totalYears.desc(), t.userId.desc()).where(listed),
    index('talent_search_country_idx').on(t.country, t.profileUpdatedAt.desc()).where(listed),
    index('talent_search_status_idx').on(t.jobSeekingStatus, t.profileUpdatedAt.desc()).where(listed),
    index('talent_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(listed),
    index('talent_search_grams_idx').using('gin', t.searchVector).where(listed),
    index('talent_search_concepts_idx').using('gin', t.concepts).where(listed),
    index('talent_search_roles_idx').using('gin', t.roleCategoryIds).where(listed),
    index('talent_search_skills_idx').using('gin', t.skillCategoryIds).where(listed),
    index('talent_search_skill_years_idx').using('gin', t.skillYearKeys).where(listed),
  ],
);

/**
 * Talents whose search document must be rebuilt. Filled by triggers on the profile tables and users (migration
 * 0008), so the search stays right even when a writer does not call the rebuild; drained before searches.
 */
export const talentSearchDirty = pgTable('talent_search_dirty', {
  userId: integer('user_id').primaryKey(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per-concept lists of listed talents in best-match order (decision 059): one entry per concept of each listed
 * search document, kept by statement triggers on `talent_search` (migration 0045), so a search for one known word
 * walks its own entries from the index alone. Never written by the application.
 */
export const talentConcepts = pgTable(
  'talent_concepts',
  {
    concept: text('concept').notNull(),
    matchBoost: smallint('match_boost').notNull(),
    profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').notNull(),
    /** The concept is one of the talent's job roles' (what relevance ranks highest). */
    inTitle: boolean('in_title').notNull(),
    /** The talent's, so a walk tests these filters on the list's entries (migration 0048). */
    country: text('country'),
    totalYears: integer('total_years').notNull(),
  },
  // INCLUDE (in_title, country, total_years) in the migrations (0045, 0048); the experience walk's (in_title, country)
  // in 0051.
  (t) => [
    uniqueIndex('talent_concepts_walk_idx').on(
      t.concept,
      t.matchBoost.desc(),
      t.profileUpdatedAt.desc(),
      t.userId.desc(),
    ),
    index('talent_concepts_experience_idx').on(t.concept, t.totalYears.desc(), t.userId.desc()),
  ],
);

/** A company's named lists of talents of interest (/company/mypage/talent-of-interest). */
export const talentGroups = pgTable(
  'talent_groups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('talent_groups_org_name_key').on(t.organizationId, sql`lower(${t.name})`),
    index('talent_groups_org_idx').on(t.organizationId, t.id),
  ],
);

/** A bookmarked talent sits in exactly one group of the organization (the primary key); adding elsewhere moves it. */
export const talentBookmarks = pgTable(
  'talent_bookmarks',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    talentUserId: integer('talent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => talentGroups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.talentUserId] }),
    index('talent_bookmarks_group_idx').on(t.groupId, t.createdAt),
    index('talent_bookmarks_org_created_idx').on(t.organizationId, t.createdAt),
    index('talent_bookmarks_talent_idx').on(t.talentUserId),
  ],
);

/** Private short tags an organization puts on talents. */
export const talentTags = pgTable(
  'talent_tags',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    talentUserId: integer('talent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.talentUserId, t.tag] }),
    index('talent_tags_org_tag_idx').on(t.organizationId, t.tag, t.talentUserId),
  ],
);

/** Private notes an organization's members keep on a talent. */
export const talentMemos = pgTable(
  'talent_memos',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    talentUserId: integer('talent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talent_memos_org_talent_idx').on(t.organizationId, t.talentUserId, t.createdAt),
    index('talent_memos_author_idx').on(t.authorId).where(sql`${t.authorId} is not null`),
  ],
);

export type SavedTalentQuery = Record<string, unknown>;

/** A company's saved talent search: a name and the filters, re-run on demand. */
export const savedTalentSearches = pgTable(
  'saved_talent_searches',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedTalentQuery>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_talent_searches_org_idx').on(t.organizationId, t.id),
    // Names are how people tell searches apart: unique per organization, ignoring case.
    uniqueIndex('saved_talent_searches_org_name_key').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/**
 * A company proposes one of its open postings to a talent. One OPEN proposal per posting and talent (partial unique
 * index); accepting turns it into an application in the same transaction.
 */
export const talentProposals = pgTable(
  'talent_proposals',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    talentUserId: integer('talent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    status: text('status', { enum: ['OPEN', 'ACCEPTED', 'DECLINED'] })
      .notNull()
      .default('OPEN'),
    applicationId: integer('application_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('talent_proposals_open_key').on(t.postingId, t.talentUserId).where(sql`${t.status} = 'OPEN'`),
    index('talent_proposals_talent_idx').on(t.talentUserId, t.createdAt),
    index('talent_proposals_org_idx').on(t.organizationId, t.createdAt),
    index('talent_proposals_org_talent_idx').on(t.organizationId, t.talentUserId),
  ],
);

/**
 * Talents an organization no longer finds in its talent search and recommendations: an unsuccessful applicant without
 * talent-pool consent, once their application's retention window ended (decision 042). Searches probe the key per row.
 */
export const talentExclusions = pgTable(
  'talent_exclusions',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    talentUserId: integer('talent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'talent_exclusions_pkey', columns: [t.organizationId, t.talentUserId] }),
    index('talent_exclusions_talent_idx').on(t.talentUserId),
  ],
);
