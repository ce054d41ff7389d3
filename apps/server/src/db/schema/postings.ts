import { SALARY_TYPES } from '@app/contract/rules/salary';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { gramVector } from '../gram-vector';
import { organizations } from './organizations';
import { users } from './users';

type TrackLevel = { track: string; level: number };

/**
 * Listed postings are VISIBLE and of an approved organization; the search and sort indexes cover only those (the
 * company's own list has its own). Approval is copied onto each posting so that searches filter and count without a
 * join (decision 024).
 */
const visible = sql`status = 'VISIBLE' and organization_approved`;

/**
 * Job postings. Category ids are arrays (checked against the catalogue on write) so filters use GIN indexes.
 * `search_text` (normalized title, company name and text) serves substring search of 3+ characters through a
 * trigram index; `search_vector` holds every 1- and 2-character piece of its words for shorter terms (개발, 서울).
 * Both are copied, with what the search filters and sorts on, to the narrow `job_posting_search` of listed postings
 * by triggers (decision 045): the indexes that search reads are there.
 * `salary_*_krw` are the amounts at the fixed rate of rules/money.ts, for cross-currency filters and sorting.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    employmentTypes: text('employment_types').array().notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    city: text('city').notNull(),
    workModes: text('work_modes').array().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    currencyCode: text('currency_code', { enum: ['USD', 'KRW'] }).notNull(),
    salaryMin: bigint('salary_min', { mode: 'number' }),
    salaryMax: bigint('salary_max', { mode: 'number' }),
    salaryType: text('salary_type', { enum: SALARY_TYPES }).notNull(),
    salaryMinKrw: bigint('salary_min_krw', { mode: 'number' }),
    salaryMaxKrw: bigint('salary_max_krw', { mode: 'number' }),
    businessOverview: text('business_overview').notNull(),
    requiredQualification: text('required_qualification').notNull(),
    preferredQualification: text('preferred_qualification'),
    otherDetails: text('other_details'),
    status: text('status', { enum: ['VISIBLE', 'HIDDEN', 'DELETED'] })
      .notNull()
      .default('HIDDEN'),
    useAiSummary: boolean('use_ai_summary').notNull().default(false),
    aiSummary: text('ai_summary'),
    jobRoleCategoryIds: integer('job_role_category_ids').array().notNull().default(sql`'{}'`),
    skillCategoryIds: integer('skill_category_ids').array().notNull().default(sql`'{}'`),
    /** The catalogue's job titles and skills the posting hires for (the categories above derive from them). */
    jobTitleIds: integer('job_title_ids').array().notNull().default(sql`'{}'`),
    skillIds: integer('skill_ids').array().notNull().default(sql`'{}'`),
    /** 신입 (NEW), 경력 (EXPERIENCED, with a range in years) or either (ANY). */
    experienceLevel: text('experience_level', { enum: ['ANY', 'NEW', 'EXPERIENCED'] })
      .notNull()
      .default('ANY'),
    experienceMinYears: integer('experience_min_years'),
    experienceMaxYears: integer('experience_max_years'),
    /** 주요업무 and 채용 절차. */
    mainDuties: text('main_duties'),
    hiringProcess: text('hiring_process'),
    /** The stated schedule (Fair Hiring Procedure Act Art. 8): dates, read as the end of that day in Korea. */
    documentsBy: date('documents_by', { mode: 'string' }),
    interviewsBy: date('interviews_by', { mode: 'string' }),
    resultBy: date('result_by', { mode: 'string' }),
    /** Days after the result that documents are kept and may be asked back (Art. 11: 14 to 180). */
    documentRetentionDays: integer('document_retention_days').notNull().default(30),
    /** Who confirmed publishing despite the forbidden-question warning, and when (decision 039). */
    forbiddenQuestionsAcknowledgedAt: timestamp('forbidden_questions_acknowledged_at', { withTimezone: true }),
    forbiddenQuestionsAcknowledgedBy: integer('forbidden_questions_acknowledged_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The vocabulary concepts the posting carries (decision 017): its job titles and skills, and the titles, skills,
     * places and job words its text names in either language. A keyword the vocabulary knows matches these.
     */
    concepts: text('concepts').array().notNull().default(sql`'{}'`),
    /** The concepts of its title and job titles: a keyword matching these ranks first. */
    titleConcepts: text('title_concepts').array().notNull().default(sql`'{}'`),
    requiredAssessments: jsonb('required_assessments').$type<TrackLevel[]>().notNull().default([]),
    optionalAssessments: jsonb('optional_assessments').$type<TrackLevel[]>().notNull().default([]),
    searchText: text('search_text').notNull(),
    searchVector: gramVector('search_vector').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    /** Applications that are not withdrawn; kept in the same transaction as every application change. */
    applicantCount: integer('applicant_count').notNull().default(0),
    /**
     * Whether its organization is verified (APPROVED): kept by database triggers in the same transaction as every
     * change of the organization's status and on insert (migration 0023), so no code path can leave it stale.
     */
    organizationApproved: boolean('organization_approved').notNull().default(false),
    /** When matching talents were told about the posting (the first time it was shown); never twice. */
    matchNotifiedAt: timestamp('match_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The company's management list: by organization, then the chosen sort (status and progress narrow it further).
    index('job_postings_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('job_postings_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    index('job_postings_org_ended_idx').on(t.organizationId, t.endedAt, t.id),
    index('job_postings_org_views_idx').on(t.organizationId, t.viewCount, t.id),
    index('job_postings_org_applicants_idx').on(t.organizationId, t.applicantCount, t.id),
    // The latest change of any posting: the version a talent's kept recommendations are ranked on (decision 046).
    index('job_postings_updated_idx').on(t.updatedAt),
    // Listed postings: the newest (landing, sitemap, recommendations), per organization, and what recommendations
    // match on. The talent's search has its own narrow table (job_posting_search, decision 045).
    index('job_postings_open_started_idx').on(t.startedAt.desc(), t.id.desc()).where(visible),
    index('job_postings_open_org_idx').on(t.organizationId, t.startedAt.desc()).where(visible),
    index('job_postings_concepts_idx').using('gin', t.concepts).where(visible),
    index('job_postings_role_categories_idx').using('gin', t.jobRoleCategoryIds).where(visible),
    index('job_postings_skill_categories_idx').using('gin', t.skillCategoryIds).where(visible),
    // The fair-hiring sweeper reads the postings past one of their stated dates first (decision 062).
    index('job_postings_stated_dates_idx')
      .on(sql`least(${t.documentsBy}, ${t.interviewsBy}, ${t.resultBy})`)
      .where(sql`least(${t.documentsBy}, ${t.interviewsBy}, ${t.resultBy}) is not null`),
    check('job_postings_retention_days_check', sql`${t.documentRetentionDays} between 14 and 180`),
  ],
);

/**
 * Postings per organization and status, kept by database triggers in the same transaction as every insert, delete
 * and change of status (migration 0039), so the company's postings list counts without reading its postings.
 */
export const organizationPostingCounts = pgTable(
  'organization_posting_counts',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['VISIBLE', 'HIDDEN', 'DELETED'] }).notNull(),
    postingCount: integer('posting_count').notNull(),
  },
  (t) => [primaryKey({ name: 'organization_posting_counts_pkey', columns: [t.organizationId, t.status] })],
);

/** One row per posting, viewer and day (UTC): the view count grows once per viewer per day. */
export const jobPostingViews = pgTable(
  'job_posting_views',
  {
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.viewerId, t.day] })],
);

/**
 * Interviewers assigned to a posting (decision 034): an interviewer sees only these postings' candidates. Owners and
 * recruiters assign; an interview panel may add its interviewers here too.
 */
export const postingAssignments = pgTable(
  'posting_assignments',
  {
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postingId, t.userId] }), index('posting_assignments_user_idx').on(t.userId)],
);
