import { z } from 'zod';
import {
  EXPERIENCE_YEARS_MAX,
  GPA_MAX,
  GPA_MIN,
  PROFILE_CITY_MAX,
  PROFILE_DESCRIPTION_MAX,
  PROFILE_INTRODUCTION_MAX,
  PROFILE_MAX_CERTIFICATES,
  PROFILE_MAX_EDUCATIONS,
  PROFILE_MAX_JOB_ROLES,
  PROFILE_MAX_PROJECTS,
  PROFILE_MAX_TECH_STACKS,
  PROFILE_MAX_URLS,
  PROFILE_MAX_WORK_EXPERIENCES,
  PROFILE_TEXT_MAX,
  PROFILE_URL_MAX,
  PROJECT_LINKS_MAX,
  PROJECT_ROLE_MAX,
  WORK_DESCRIPTION_MAX,
} from '../limits';
import { isEndBeforeStart, normalizeMonth } from '../rules/months';
import { findRepresentativeProblems, isHttpUrl } from '../rules/profile';
import { ID_MAX, requiredText } from './common';

export const JOB_SEEKING_STATUSES = ['ACTIVELY_SEEKING', 'OPEN_TO_OFFERS', 'NOT_SEEKING'] as const;
export const JobSeekingStatusSchema = z.enum(JOB_SEEKING_STATUSES, { error: 'validation.invalid' });
export type JobSeekingStatus = z.infer<typeof JobSeekingStatusSchema>;

export const DEGREES = ['ENROLLED', 'MASTER', 'BACHELOR', 'DOCTOR', 'ASSOCIATE', 'HIGH_SCHOOL', 'OTHER'] as const;
export const DegreeSchema = z.enum(DEGREES, { error: 'validation.required' });
export type Degree = z.infer<typeof DegreeSchema>;

export const PROFILE_URL_TYPES = ['GITHUB', 'PORTFOLIO', 'PERSONAL_WEBSITE'] as const;
export const ProfileUrlTypeSchema = z.enum(PROFILE_URL_TYPES, { error: 'validation.required' });
export type ProfileUrlType = z.infer<typeof ProfileUrlTypeSchema>;

/** A month input (`2024-03`, `2024-03-17`...) normalised to `2024-03-01`; required. */
export const MonthInputSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(20, { error: 'validation.date' })
  .transform((value, ctx) => {
    const result = normalizeMonth(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.key });
    return z.NEVER;
  });

/** The same, but empty (`''`, null or missing) means "none" (a current job, no graduation yet). */
export const OptionalMonthInputSchema = z
  .string({ error: 'validation.date' })
  .trim()
  .max(20, { error: 'validation.date' })
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const result = normalizeMonth(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.key });
    return z.NEVER;
  });

const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

const experienceYears = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.numberRange' })
  .min(0, { error: 'validation.numberRange' })
  .max(EXPERIENCE_YEARS_MAX, { error: 'validation.numberRange' });

const catalogueId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.unknownCategory' })
  .max(ID_MAX, { error: 'validation.unknownCategory' });

/** A project's http(s) links: blanks dropped, each checked, at most PROJECT_LINKS_MAX. */
export const ProjectLinksInputSchema = z
  .array(
    z
      .string({ error: 'validation.url' })
      .trim()
      .max(PROFILE_URL_MAX, { error: 'validation.tooLong' })
      .refine((v) => v.length === 0 || isHttpUrl(v), { error: 'validation.url' }),
    { error: 'validation.invalid' },
  )
  .max(PROJECT_LINKS_MAX, { error: 'validation.tooMany' })
  .default([])
  .transform((links) => links.filter((l) => l.length > 0));

/** Row ids the client got from GET may be sent back; the server replaces the rows and ignores them. */
const rowId = z.number().int().max(ID_MAX).nullish();

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: 'validation.invalid' }).max(max, { error: 'validation.tooMany' }).default([]);

const endNotBeforeStart =
  (startKey: string, endKey: string) => (row: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const start = row[startKey];
    const end = row[endKey];
    if (typeof start === 'string' && typeof end === 'string' && isEndBeforeStart(start, end)) {
      ctx.addIssue({ code: 'custom', path: [endKey], message: 'validation.endBeforeStart' });
    }
  };

export const ProfileFieldsInputSchema = z.strictObject({
  id: rowId,
  jobSeekingStatus: JobSeekingStatusSchema.nullish().transform((v) => v ?? null),
  /** ISO 3166-1 alpha-2; the server checks it names a real country. */
  country: z
    .string({ error: 'validation.country' })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const code = value.toUpperCase();
      if (/^[A-Z]{2}$/.test(code)) return code;
      ctx.addIssue({ code: 'custom', message: 'validation.country' });
      return z.NEVER;
    }),
  city: optionalText(PROFILE_CITY_MAX),
  introduction: optionalText(PROFILE_INTRODUCTION_MAX),
  isJobOffersAcceptable: z.boolean({ error: 'validation.invalid' }).default(true),
  /** The URL of one of the caller's own uploads, or empty. */
  profileImgUrl: optionalText(PROFILE_URL_MAX),
});

export const JobRoleInputSchema = z.strictObject({
  id: rowId,
  categoryId: catalogueId,
  jobRole: requiredText(PROFILE_TEXT_MAX),
  experienceYears,
  isRepresentative: z.boolean({ error: 'validation.invalid' }).default(false),
});

export const TechStackInputSchema = z.strictObject({
  id: rowId,
  categoryId: catalogueId,
  skill: requiredText(PROFILE_TEXT_MAX),
  experienceYears,
});

export const EducationInputSchema = z
  .strictObject({
    id: rowId,
    schoolName: requiredText(PROFILE_TEXT_MAX),
    entranceDate: MonthInputSchema,
    graduationDate: OptionalMonthInputSchema,
    degree: DegreeSchema,
    location: requiredText(PROFILE_TEXT_MAX),
    major: requiredText(PROFILE_TEXT_MAX),
    gpa: z
      .number({ error: 'validation.gpaRange' })
      .min(GPA_MIN, { error: 'validation.gpaRange' })
      .max(GPA_MAX, { error: 'validation.gpaRange' })
      .nullish()
      .transform((v) => (v === undefined || v === null ? null : Math.round(v * 100) / 100)),
  })
  .superRefine(endNotBeforeStart('entranceDate', 'graduationDate'));

export const WorkExperienceInputSchema = z
  .strictObject({
    id: rowId,
    companyName: requiredText(PROFILE_TEXT_MAX),
    startDate: MonthInputSchema,
    endDate: OptionalMonthInputSchema,
    position: requiredText(PROFILE_TEXT_MAX),
    /** Responsibilities and achievements (경력기술서), multi-line; empty means none. */
    description: optionalText(WORK_DESCRIPTION_MAX),
    /** Computed by the server; accepted and ignored so a GET body can be sent back. */
    durationMonths: z
      .number()
      .nullish()
      .meta({ readOnly: true, description: 'Read-only: computed by the server; sent back from GET and ignored' }),
  })
  .superRefine(endNotBeforeStart('startDate', 'endDate'));

export const ProjectInputSchema = z
  .strictObject({
    id: rowId,
    /** Display position; rows are kept in this order (ties and gaps by list position) and renumbered from 1. */
    order: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0).max(1000).nullish(),
    projectName: requiredText(PROFILE_TEXT_MAX),
    startDate: MonthInputSchema,
    endDate: OptionalMonthInputSchema,
    description: requiredText(PROFILE_DESCRIPTION_MAX),
    /** The talent's part in it; empty means none. */
    role: optionalText(PROJECT_ROLE_MAX),
    links: ProjectLinksInputSchema,
  })
  .superRefine(endNotBeforeStart('startDate', 'endDate'));

export const CertificateInputSchema = z.strictObject({
  id: rowId,
  issueDate: MonthInputSchema,
  certName: requiredText(PROFILE_TEXT_MAX),
  issueOrganization: requiredText(PROFILE_TEXT_MAX),
});

export const ProfileUrlInputSchema = z.strictObject({
  id: rowId,
  type: ProfileUrlTypeSchema,
  url: requiredText(PROFILE_URL_MAX).refine((v) => v.length === 0 || isHttpUrl(v), { error: 'validation.url' }),
});

/** `PUT /api/v1/users/{id}/profile`: the whole profile; every list replaces what was stored. */
export const ProfileUpdateRequestSchema = z
  .strictObject({
    /** The GET body's owner: accepted so that body can be sent back, and ignored (the path names the talent). */
    userId: z
      .number()
      .int()
      .optional()
      .meta({ readOnly: true, description: 'Read-only: sent back from GET and ignored; the path names the talent' }),
    profile: ProfileFieldsInputSchema.prefault({}),
    jobRoles: list(JobRoleInputSchema, PROFILE_MAX_JOB_ROLES),
    techStacks: list(TechStackInputSchema, PROFILE_MAX_TECH_STACKS),
    educations: list(EducationInputSchema, PROFILE_MAX_EDUCATIONS),
    workExperiences: list(WorkExperienceInputSchema, PROFILE_MAX_WORK_EXPERIENCES),
    projects: list(ProjectInputSchema, PROFILE_MAX_PROJECTS),
    certificates: list(CertificateInputSchema, PROFILE_MAX_CERTIFICATES),
    profileUrls: list(ProfileUrlInputSchema, PROFILE_MAX_URLS),
  })
  .superRefine((value, ctx) => {
    const { missing, extra } = findRepresentativeProblems(value.jobRoles);
    if (missing) ctx.addIssue({ code: 'custom', path: ['jobRoles'], message: 'validation.oneRepresentative' });
    for (const index of extra) {
      ctx.addIssue({
        code: 'custom',
        path: ['jobRoles', index, 'isRepresentative'],
        message: 'validation.oneRepresentative',
      });
    }
    const seen = new Set<string>();
    value.techStacks.forEach((row, index) => {
      const key = row.skill.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['techStacks', index, 'skill'], message: 'validation.duplicate' });
      seen.add(key);
    });
  });
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequestSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateRequestSchema>;

/** `PATCH /api/v1/users/{id}/profile/job-seeking-status`: only the seeking status (e.g. once hired). */
export const JobSeekingStatusUpdateSchema = z.strictObject({ jobSeekingStatus: JobSeekingStatusSchema });
export type JobSeekingStatusUpdate = z.infer<typeof JobSeekingStatusUpdateSchema>;

export const ProfileFieldsSchema = z.object({
  id: z.number().int().nullable(),
  jobSeekingStatus: JobSeekingStatusSchema.nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  introduction: z.string().nullable(),
  isJobOffersAcceptable: z.boolean(),
  profileImgUrl: z.string().nullable(),
});

export const JobRoleSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  jobRole: z.string(),
  experienceYears: z.number().int(),
  isRepresentative: z.boolean(),
});
export const TechStackSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  skill: z.string(),
  experienceYears: z.number().int(),
});
export const EducationSchema = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  entranceDate: z.string(),
  graduationDate: z.string().nullable(),
  degree: DegreeSchema,
  location: z.string(),
  major: z.string(),
  gpa: z.number().nullable(),
});
export const WorkExperienceSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  position: z.string(),
  description: z.string().nullable(),
  durationMonths: z.number().int(),
});
export const ProjectSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  projectName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string(),
  role: z.string().nullable(),
  links: z.array(z.string()),
});
export const CertificateSchema = z.object({
  id: z.number().int(),
  issueDate: z.string(),
  certName: z.string(),
  issueOrganization: z.string(),
});
export const ProfileUrlSchema = z.object({ id: z.number().int(), type: ProfileUrlTypeSchema, url: z.string() });

/** `GET /api/v1/users/{id}/profile`: dates are `YYYY-MM-01`; durationMonths runs to today for a current job. */
export const TalentProfileSchema = z.object({
  userId: z.number().int(),
  profile: ProfileFieldsSchema,
  jobRoles: z.array(JobRoleSchema),
  techStacks: z.array(TechStackSchema),
  educations: z.array(EducationSchema),
  workExperiences: z.array(WorkExperienceSchema),
  projects: z.array(ProjectSchema),
  certificates: z.array(CertificateSchema),
  profileUrls: z.array(ProfileUrlSchema),
});
export type TalentProfile = z.infer<typeof TalentProfileSchema>;

/** `GET /api/v1/talents/{id}/profile`: what a company sees at /common-view/talent/{id} (no e-mail). */
export const TalentProfileViewSchema = TalentProfileSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  imageUrl: z.string().nullable(),
});
export type TalentProfileView = z.infer<typeof TalentProfileViewSchema>;
