import { z } from 'zod';
import { pageOf } from '../envelope';
import {
  EXPERIENCE_YEARS_MAX,
  POSTING_ASSESSMENTS_MAX,
  POSTING_CATEGORIES_MAX,
  POSTING_CITY_MAX,
  POSTING_JOB_TITLES_MAX,
  POSTING_KEYWORD_MAX,
  POSTING_SKILLS_MAX,
  POSTING_TEXT_MAX,
  POSTING_TITLE_MAX,
} from '../limits';
import { CURRENCY_CODES } from '../rules/money';
import { POSTING_PROGRESS_STATUSES, POSTING_STATUSES } from '../rules/posting-progress';
import { SALARY_AMOUNT_MAX, SALARY_TYPES, salaryIssues } from '../rules/salary';
import { TrackLevelSchema } from './assessment-track';
import { idSchema, pageFields, requiredText } from './common';
import { ForbiddenQuestionFindingSchema, postingScheduleFields, scheduleOrderIssues } from './posting-fair-hiring';
import { CompanyVerificationStatusSchema } from './user';

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'CONTRACT', 'INTERN'] as const;
export const EmploymentTypeSchema = z.enum(EMPLOYMENT_TYPES, { error: 'validation.invalid' });
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;

export const WORK_MODES = ['ON_SITE', 'REMOTE', 'HYBRID'] as const;
export const WorkModeSchema = z.enum(WORK_MODES, { error: 'validation.invalid' });
export type WorkMode = z.infer<typeof WorkModeSchema>;

export const CurrencyCodeSchema = z.enum(CURRENCY_CODES, { error: 'validation.invalid' });
export const SalaryTypeSchema = z.enum(SALARY_TYPES, { error: 'validation.invalid' });
export const PostingStatusSchema = z.enum(POSTING_STATUSES, { error: 'validation.invalid' });
export const PostingProgressStatusSchema = z.enum(POSTING_PROGRESS_STATUSES, { error: 'validation.invalid' });

const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((v) => v || null);

const amount = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.numberRange' })
  .max(SALARY_AMOUNT_MAX, { error: 'validation.numberRange' })
  .nullish()
  .transform((v) => v ?? null);

/** A list without repeats, in first-seen order. */
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: 'validation.invalid' })
    .max(max, { error: 'validation.tooMany' })
    .transform((list) => [...new Set(list)]);

const assessmentList = z
  .array(TrackLevelSchema, { error: 'validation.invalid' })
  .max(POSTING_ASSESSMENTS_MAX, { error: 'validation.tooMany' })
  .default([])
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((a) => !seen.has(`${a.track}:${a.level}`) && seen.add(`${a.track}:${a.level}`));
  });

const instant = z.iso.datetime({ offset: true, error: 'validation.invalid' });

/** 신입 (new to the job), 경력 (experienced, with a range of years) or either. */
export const EXPERIENCE_LEVELS = ['ANY', 'NEW', 'EXPERIENCED'] as const;
export const ExperienceLevelSchema = z.enum(EXPERIENCE_LEVELS, { error: 'validation.invalid' });
export type ExperienceLevel = z.infer<typeof ExperienceLevelSchema>;

const experienceYears = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.numberRange' })
  .max(EXPERIENCE_YEARS_MAX, { error: 'validation.numberRange' })
  .nullish()
  .transform((v) => v ?? null);

/**
 * `POST …/job-posting` and `PUT …/job-postings/{id}`: the whole posting. Dates are instants (ISO 8601 with offset);
 * amounts are whole units of the currency. The country and the categories are checked against their lists by the
 * server. Status is never part of the body (it changes with the PATCH call).
 */
export const PostingRequestSchema = z
  .strictObject({
    title: requiredText(POSTING_TITLE_MAX),
    employmentTypes: uniqueList(EmploymentTypeSchema, EMPLOYMENT_TYPES.length).refine((l) => l.length > 0, {
      error: 'validation.required',
    }),
    country: z
      .string({ error: 'validation.required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'validation.country' }),
    city: requiredText(POSTING_CITY_MAX),
    workModes: uniqueList(WorkModeSchema, WORK_MODES.length).refine((l) => l.length > 0, {
      error: 'validation.required',
    }),
    startedAt: instant,
    endedAt: instant,
    currencyCode: CurrencyCodeSchema,
    salaryMin: amount,
    salaryMax: amount,
    salaryType: SalaryTypeSchema,
    businessOverview: requiredText(POSTING_TEXT_MAX),
    requiredQualification: requiredText(POSTING_TEXT_MAX),
    preferredQualification: optionalText(POSTING_TEXT_MAX),
    otherDetails: optionalText(POSTING_TEXT_MAX),
    useAiSummary: z.boolean({ error: 'validation.invalid' }).default(false),
    mainDuties: optionalText(POSTING_TEXT_MAX),
    hiringProcess: optionalText(POSTING_TEXT_MAX),
    /** Derived from `jobTitleIds` and `skillIds` when not given (kept so that older clients keep working). */
    jobRoleCategoryIds: uniqueList(idSchema(), POSTING_CATEGORIES_MAX).default([]),
    skillCategoryIds: uniqueList(idSchema(), POSTING_CATEGORIES_MAX).default([]),
    /** Catalogue job titles (`GET /api/v1/job-titles`) and skills (`GET /api/v1/skills`) the posting hires for. */
    jobTitleIds: uniqueList(idSchema(), POSTING_JOB_TITLES_MAX).default([]),
    skillIds: uniqueList(idSchema(), POSTING_SKILLS_MAX).default([]),
    experienceLevel: ExperienceLevelSchema.default('ANY'),
    /** Only for EXPERIENCED: the range of years asked for (either end may be open). */
    experienceMinYears: experienceYears,
    experienceMaxYears: experienceYears,
    requiredAssessments: assessmentList,
    optionalAssessments: assessmentList,
    ...postingScheduleFields,
  })
  .superRefine((value, ctx) => {
    for (const path of scheduleOrderIssues(value)) {
      ctx.addIssue({ code: 'custom', path: [path], message: 'validation.scheduleOrder' });
    }
    const { experienceLevel: level, experienceMinYears: min, experienceMaxYears: max } = value;
    if (level !== 'EXPERIENCED' && (min !== null || max !== null)) {
      const path = min !== null ? 'experienceMinYears' : 'experienceMaxYears';
      ctx.addIssue({ code: 'custom', path: [path], message: 'validation.experienceYearsOnlyExperienced' });
    }
    if (min !== null && max !== null && min > max) {
      ctx.addIssue({ code: 'custom', path: ['experienceMaxYears'], message: 'validation.experienceRange' });
    }
    for (const issue of salaryIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.key });
    if (Date.parse(value.endedAt) < Date.parse(value.startedAt)) {
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'validation.endBeforeStart' });
    }
  });
export type PostingRequest = z.input<typeof PostingRequestSchema>;
export type PostingInput = z.output<typeof PostingRequestSchema>;

export const PostingParamsSchema = z.object({ orgId: idSchema(), id: idSchema() });
export const OrgParamsSchema = z.object({ orgId: idSchema() });

export type { ForbiddenQuestionFindingDto } from './posting-fair-hiring';
export { ForbiddenQuestionFindingSchema, PostingStatusQuerySchema } from './posting-fair-hiring';

export const PageFieldsSchema = z.strictObject(pageFields);

export const DirectionSchema = z.enum(['ASC', 'DESC'], { error: 'validation.invalid' });

/** Query arrays use repeated keys (`?workModes=REMOTE&workModes=HYBRID`); one value arrives as a string. */
const queryList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z
      .array(item)
      .max(max, { error: 'validation.tooMany' })
      .transform((l) => [...new Set(l)]),
  );

/** `GET /api/v1/organizations/{orgId}/job-postings`: the company's postings; newest first by default. */
export const OrgPostingListQuerySchema = z.strictObject({
  ...pageFields,
  status: PostingStatusSchema.optional(),
  jobPostingProgressStatus: PostingProgressStatusSchema.optional(),
  sort: z.enum(['CREATED', 'DEADLINE', 'VIEWS', 'APPLICANTS'], { error: 'validation.invalid' }).default('CREATED'),
  direction: DirectionSchema.default('DESC'),
});
export type OrgPostingListQuery = z.output<typeof OrgPostingListQuerySchema>;

const queryAmount = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.numberRange' })
  .max(SALARY_AMOUNT_MAX, { error: 'validation.numberRange' });

/**
 * `GET /api/v1/jobs`: open postings (VISIBLE, of an approved organization, inside their dates). `keyword` matches the
 * title, the company name and the text (every word must match). The salary range is in `currencyCode` (KRW when
 * omitted) and compared across currencies at the fixed rate of rules/money.ts; negotiable postings have no amount and
 * drop out when a range is given. `onlyVerified` is accepted for the web's filter; every listed company is verified.
 */
export const JOB_SORTS = ['RELEVANCE', 'NEWEST', 'DEADLINE', 'SALARY'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JobSearchQuerySchema = z
  .strictObject({
    ...pageFields,
    keyword: z.string().trim().max(POSTING_KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'validation.country' })
      .optional(),
    employmentTypes: queryList(EmploymentTypeSchema, EMPLOYMENT_TYPES.length).optional(),
    workModes: queryList(WorkModeSchema, WORK_MODES.length).optional(),
    currencyCode: CurrencyCodeSchema.default('KRW'),
    salaryType: SalaryTypeSchema.optional(),
    salaryMin: queryAmount.optional(),
    salaryMax: queryAmount.optional(),
    jobRoleCategoryIds: queryList(idSchema(), POSTING_CATEGORIES_MAX).optional(),
    skillCategoryIds: queryList(idSchema(), POSTING_CATEGORIES_MAX).optional(),
    onlyVerified: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
    /** NEW: postings open to newcomers; EXPERIENCED: with `experienceYears`, postings whose range includes them. */
    experienceLevel: z.enum(['NEW', 'EXPERIENCED'], { error: 'validation.invalid' }).optional(),
    experienceYears: z.coerce
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(0, { error: 'validation.numberRange' })
      .max(EXPERIENCE_YEARS_MAX, { error: 'validation.numberRange' })
      .optional(),
    /** RELEVANCE (how well the keyword matches, then newest) is the default with a keyword, NEWEST without. */
    sort: z.enum(JOB_SORTS, { error: 'validation.invalid' }).optional(),
  })
  .refine((q) => q.salaryMin === undefined || q.salaryMax === undefined || q.salaryMin <= q.salaryMax, {
    path: ['salaryMax'],
    error: 'validation.salaryRange',
  });
export type JobSearchQuery = z.output<typeof JobSearchQuerySchema>;

export const SalarySchema = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  currencyCode: CurrencyCodeSchema,
  salaryType: SalaryTypeSchema,
});
export type Salary = z.infer<typeof SalarySchema>;

/** The organization summary on cards (spec: id, name, status, logoUrl). */
export const OrgSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: CompanyVerificationStatusSchema,
  logoUrl: z.string().nullable(),
});
export type OrgSummary = z.infer<typeof OrgSummarySchema>;

/** A catalogue entry named in both languages. */
export const CatalogueNameSchema = z.object({ id: z.number().int(), nameEn: z.string(), nameKo: z.string() });

/** What experience a posting asks for. */
export const ExperienceSchema = z.object({
  level: ExperienceLevelSchema,
  minYears: z.number().int().nullable(),
  maxYears: z.number().int().nullable(),
});

/** Posting card (spec §3) with its progress and whether the caller follows it. */
export const PostingCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: PostingStatusSchema,
  jobPostingProgressStatus: PostingProgressStatusSchema,
  salaryDTO: SalarySchema,
  orgSummaryDTO: OrgSummarySchema,
  country: z.string(),
  city: z.string(),
  employmentTypes: z.array(EmploymentTypeSchema),
  workModes: z.array(WorkModeSchema),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
  viewCount: z.number().int(),
  applicantCount: z.number().int(),
  isFollowed: z.boolean(),
  /** The catalogue job titles and skills it hires for, with both names (readers see theirs). */
  jobTitles: z.array(CatalogueNameSchema),
  skills: z.array(CatalogueNameSchema),
  experience: ExperienceSchema,
});
export type PostingCard = z.infer<typeof PostingCardSchema>;
export const PostingCardPageSchema = pageOf(PostingCardSchema);
/**
 * Job search results: past SEARCH_COUNT_CAP matches the count stops, `totalElementCount` is a lower bound and
 * `totalIsCapped` is true; `last` stays exact.
 */
export const JobSearchPageSchema = PostingCardPageSchema.extend({ totalIsCapped: z.boolean() });

const postingBody = {
  businessOverview: z.string(),
  requiredQualification: z.string(),
  preferredQualification: z.string().nullable(),
  otherDetails: z.string().nullable(),
  useAiSummary: z.boolean(),
  /** The extractive summary (when useAiSummary is on), in the posting's own language. */
  aiSummary: z.string().nullable(),
  jobRoleCategoryIds: z.array(z.number().int()),
  skillCategoryIds: z.array(z.number().int()),
  requiredAssessments: z.array(TrackLevelSchema),
  optionalAssessments: z.array(TrackLevelSchema),
  jobTitleIds: z.array(z.number().int()),
  skillIds: z.array(z.number().int()),
  mainDuties: z.string().nullable(),
  hiringProcess: z.string().nullable(),
  documentsBy: z.iso.date().nullable(),
  interviewsBy: z.iso.date().nullable(),
  resultBy: z.iso.date().nullable(),
  documentRetentionDays: z.number().int(),
};

/** The company's view of its posting (edit form and preview). */
export const CompanyPostingSchema = PostingCardSchema.extend({
  ...postingBody,
  currencyCode: CurrencyCodeSchema,
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryType: SalaryTypeSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Words in its texts that ask what the Fair Hiring Procedure Act forbids (Art. 4-3); shown before publishing. */
  forbiddenQuestions: z.array(ForbiddenQuestionFindingSchema),
  /** When a member confirmed publishing despite the findings (null when never). */
  forbiddenQuestionsAcknowledgedAt: z.iso.datetime().nullable(),
  /** Live applications without a result yet: closing asks what to tell them. */
  undecidedApplicationCount: z.number().int(),
});
export type CompanyPosting = z.infer<typeof CompanyPostingSchema>;

export const DeletedPostingSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** `GET /api/v1/jobs/{id}`: the talent's view, with the caller's relation to it. */
export const JobDetailSchema = PostingCardSchema.extend({
  ...postingBody,
  /** Open for applications right now. */
  isApplicable: z.boolean(),
  isCompanyFollowed: z.boolean(),
  /** The caller's application, when there is one (also a withdrawn one). */
  application: z.object({ id: z.number().int(), status: z.string(), appliedAt: z.iso.datetime() }).nullable(),
  /**
   * Whether the caller passed every required assessment (a counted pass in the same track at that level or above):
   * true when none is required; null when the caller is not a talent.
   */
  requiredAssessmentsMet: z.boolean().nullable(),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

export const RECOMMENDATION_REASON_TYPES = [
  'TECH_STACK',
  'JOB_ROLE',
  'INTEREST_SKILL',
  'INTEREST_JOB_ROLE',
  'SKILL',
  'JOB_TITLE',
  'EXPERIENCE',
  'ASSESSMENT',
  'PLACE',
] as const;

/**
 * Why a posting is recommended, named in both languages: a job title, skill or place the posting asks for that the
 * talent has (SKILL, JOB_TITLE, PLACE), a category they have or want (the four older types, `categoryId`), their
 * experience fitting the range (EXPERIENCE), or a required assessment they passed (ASSESSMENT).
 */
export const RecommendationReasonSchema = z.object({
  type: z.enum(RECOMMENDATION_REASON_TYPES),
  /** The category, job title or skill id (0 for EXPERIENCE, PLACE and ASSESSMENT). */
  categoryId: z.number().int(),
  nameEn: z.string(),
  nameKo: z.string(),
});
export const RecommendedPostingSchema = PostingCardSchema.extend({
  score: z.number().int(),
  reasons: z.array(RecommendationReasonSchema),
});
export const RecommendedPostingPageSchema = pageOf(RecommendedPostingSchema);
export type RecommendedPosting = z.infer<typeof RecommendedPostingSchema>;

export const FollowStateSchema = z.object({ isFollowed: z.boolean() });

export const FollowedPostingSchema = PostingCardSchema.extend({ followedAt: z.iso.datetime() });
export const FollowedPostingPageSchema = pageOf(FollowedPostingSchema);

export const FollowedCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: CompanyVerificationStatusSchema,
  logoUrl: z.string().nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  /** Postings open now. */
  openPostingCount: z.number().int(),
  followedAt: z.iso.datetime(),
});
export const FollowedCompanyPageSchema = pageOf(FollowedCompanySchema);
export type FollowedCompany = z.infer<typeof FollowedCompanySchema>;
