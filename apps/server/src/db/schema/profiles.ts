import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { jobRoleCategories, jobTitles, skillCategories, skills } from './catalog';
import { users } from './users';

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** Month inputs are stored as the first day of the month. */
const month = (name: string) => date(name, { mode: 'string' });

/** The single-valued part of a talent's profile; the lists live in the tables below, one row each. */
export const talentProfiles = pgTable(
  'talent_profiles',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    jobSeekingStatus: text('job_seeking_status', { enum: ['ACTIVELY_SEEKING', 'OPEN_TO_OFFERS', 'NOT_SEEKING'] }),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    city: text('city'),
    /** IANA zone the talent reads times in; null: the default of their country (decision 036). */
    timeZone: text('time_zone'),
    introduction: text('introduction'),
    isJobOffersAcceptable: boolean('is_job_offers_acceptable').notNull().default(true),
    profileImgUrl: text('profile_img_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('talent_profiles_user_key').on(t.userId),
    index('talent_profiles_seeking_idx').on(t.jobSeekingStatus, t.country),
  ],
);

export const profileJobRoles = pgTable(
  'profile_job_roles',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    position: integer('position').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => jobRoleCategories.id, { onDelete: 'restrict' }),
    jobRole: text('job_role').notNull(),
    experienceYears: integer('experience_years').notNull(),
    isRepresentative: boolean('is_representative').notNull().default(false),
  },
  (t) => [
    index('profile_job_roles_user_idx').on(t.userId, t.position),
    index('profile_job_roles_category_idx').on(t.categoryId),
  ],
);

export const profileTechStacks = pgTable(
  'profile_tech_stacks',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    position: integer('position').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => skillCategories.id, { onDelete: 'restrict' }),
    skill: text('skill').notNull(),
    experienceYears: integer('experience_years').notNull(),
  },
  (t) => [
    index('profile_tech_stacks_user_idx').on(t.userId, t.position),
    index('profile_tech_stacks_category_idx').on(t.categoryId),
  ],
);

export const profileEducations = pgTable(
  'profile_educations',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    position: integer('position').notNull(),
    schoolName: text('school_name').notNull(),
    entranceDate: month('entrance_date').notNull(),
    graduationDate: month('graduation_date'),
    degree: text('degree', {
      enum: ['ENROLLED', 'MASTER', 'BACHELOR', 'DOCTOR', 'ASSOCIATE', 'HIGH_SCHOOL', 'OTHER'],
    }).notNull(),
    location: text('location').notNull(),
    major: text('major').notNull(),
    gpa: numeric('gpa', { precision: 3, scale: 2, mode: 'number' }),
  },
  (t) => [index('profile_educations_user_idx').on(t.userId, t.position)],
);

export const profileWorkExperiences = pgTable(
  'profile_work_experiences',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    position: integer('position').notNull(),
    companyName: text('company_name').notNull(),
    startDate: month('start_date').notNull(),
    /** Null for a current job; the duration then runs to today. */
    endDate: month('end_date'),
    jobPosition: text('job_position').notNull(),
    /** Responsibilities and achievements, multi-line. */
    description: text('description'),
  },
  (t) => [index('profile_work_experiences_user_idx').on(t.userId, t.position)],
);

export const profileProjects = pgTable(
  'profile_projects',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    /** Display order from 1. */
    sortOrder: integer('sort_order').notNull(),
    projectName: text('project_name').notNull(),
    startDate: month('start_date').notNull(),
    endDate: month('end_date'),
    description: text('description').notNull(),
    /** The talent's part in the project. */
    role: text('role'),
    /** http(s) links (repository, demo, write-up). */
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('profile_projects_user_idx').on(t.userId, t.sortOrder)],
);

export const profileCertificates = pgTable(
  'profile_certificates',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    position: integer('position').notNull(),
    issueDate: month('issue_date').notNull(),
    certName: text('cert_name').notNull(),
    issueOrganization: text('issue_organization').notNull(),
  },
  (t) => [index('profile_certificates_user_idx').on(t.userId, t.position)],
);

export const profileUrls = pgTable(
  'profile_urls',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    position: integer('position').notNull(),
    type: text('type', { enum: ['GITHUB', 'PORTFOLIO', 'PERSONAL_WEBSITE'] }).notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('profile_urls_user_idx').on(t.userId, t.position)],
);

/** Skills a talent wants to work with (interest categories). */
export const interestSkills = pgTable(
  'interest_skills',
  {
    userId: owner(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] }), index('interest_skills_skill_idx').on(t.skillId)],
);

/** Job roles a talent wants to work in (interest categories). */
export const interestJobRoles = pgTable(
  'interest_job_roles',
  {
    userId: owner(),
    jobTitleId: integer('job_title_id')
      .notNull()
      .references(() => jobTitles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobTitleId] }), index('interest_job_roles_title_idx').on(t.jobTitleId)],
);
