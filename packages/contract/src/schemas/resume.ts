import { z } from 'zod';
import {
  COVER_LETTER_MAX,
  EXPERIENCE_YEARS_MAX,
  GPA_MAX,
  GPA_MIN,
  PROFILE_CITY_MAX,
  PROFILE_DESCRIPTION_MAX,
  PROFILE_INTRODUCTION_MAX,
  PROFILE_MAX_CERTIFICATES,
  PROFILE_MAX_EDUCATIONS,
  PROFILE_MAX_PROJECTS,
  PROFILE_MAX_TECH_STACKS,
  PROFILE_MAX_URLS,
  PROFILE_MAX_WORK_EXPERIENCES,
  PROFILE_TEXT_MAX,
  PROFILE_URL_MAX,
  PROJECT_ROLE_MAX,
  RESUME_LANGUAGES_MAX,
  RESUME_NAME_MAX,
  TALENT_FILES_MAX,
  WORK_DESCRIPTION_MAX,
} from '../limits';
import { isEndBeforeStart } from '../rules/months';
import { isHttpUrl } from '../rules/profile';
import { ID_MAX, idSchema, LocaleSchema, requiredText } from './common';
import {
  DegreeSchema,
  MonthInputSchema,
  OptionalMonthInputSchema,
  ProfileUrlTypeSchema,
  ProjectLinksInputSchema,
} from './profile';

/* Résumé versions (decision 038): a named copy of the profile's content in one language, edited on its own. */

const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

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

const country = z
  .string({ error: 'validation.country' })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const code = value.toUpperCase();
    if (/^[A-Z]{2}$/.test(code)) return code;
    ctx.addIssue({ code: 'custom', message: 'validation.country' });
    return z.NEVER;
  });

/** What a résumé holds; dates are months (`YYYY-MM-01`). The same shape is what an application sends. */
export const ResumeContentInputSchema = z.strictObject({
  basics: z.strictObject({
    name: requiredText(PROFILE_TEXT_MAX),
    headline: optionalText(PROFILE_TEXT_MAX),
    summary: optionalText(PROFILE_INTRODUCTION_MAX),
    city: optionalText(PROFILE_CITY_MAX),
    country,
  }),
  workExperiences: list(
    z
      .strictObject({
        companyName: requiredText(PROFILE_TEXT_MAX),
        position: requiredText(PROFILE_TEXT_MAX),
        startDate: MonthInputSchema,
        endDate: OptionalMonthInputSchema,
        description: optionalText(WORK_DESCRIPTION_MAX),
      })
      .superRefine(endNotBeforeStart('startDate', 'endDate')),
    PROFILE_MAX_WORK_EXPERIENCES,
  ),
  educations: list(
    z
      .strictObject({
        schoolName: requiredText(PROFILE_TEXT_MAX),
        major: optionalText(PROFILE_TEXT_MAX),
        degree: DegreeSchema.nullish().transform((v) => v ?? null),
        entranceDate: OptionalMonthInputSchema,
        graduationDate: OptionalMonthInputSchema,
        gpa: z
          .number({ error: 'validation.gpaRange' })
          .min(GPA_MIN, { error: 'validation.gpaRange' })
          .max(GPA_MAX, { error: 'validation.gpaRange' })
          .nullish()
          .transform((v) => v ?? null),
      })
      .superRefine(endNotBeforeStart('entranceDate', 'graduationDate')),
    PROFILE_MAX_EDUCATIONS,
  ),
  projects: list(
    z
      .strictObject({
        projectName: requiredText(PROFILE_TEXT_MAX),
        role: optionalText(PROJECT_ROLE_MAX),
        startDate: OptionalMonthInputSchema,
        endDate: OptionalMonthInputSchema,
        description: optionalText(PROFILE_DESCRIPTION_MAX),
        links: ProjectLinksInputSchema,
      })
      .superRefine(endNotBeforeStart('startDate', 'endDate')),
    PROFILE_MAX_PROJECTS,
  ),
  skills: list(
    z.strictObject({
      name: requiredText(PROFILE_TEXT_MAX),
      experienceYears: z
        .number({ error: 'validation.numberRange' })
        .int({ error: 'validation.numberRange' })
        .min(0, { error: 'validation.numberRange' })
        .max(EXPERIENCE_YEARS_MAX, { error: 'validation.numberRange' })
        .nullish()
        .transform((v) => v ?? null),
    }),
    PROFILE_MAX_TECH_STACKS,
  ),
  certificates: list(
    z.strictObject({
      certName: requiredText(PROFILE_TEXT_MAX),
      issueOrganization: optionalText(PROFILE_TEXT_MAX),
      issueDate: OptionalMonthInputSchema,
    }),
    PROFILE_MAX_CERTIFICATES,
  ),
  languages: list(
    z.strictObject({ language: requiredText(PROFILE_TEXT_MAX), fluency: optionalText(PROFILE_TEXT_MAX) }),
    RESUME_LANGUAGES_MAX,
  ),
  links: list(
    z.strictObject({
      type: ProfileUrlTypeSchema,
      url: requiredText(PROFILE_URL_MAX).refine((v) => isHttpUrl(v), { error: 'validation.url' }),
    }),
    PROFILE_MAX_URLS,
  ),
});
export type ResumeContentInput = z.input<typeof ResumeContentInputSchema>;

/** A stored résumé's content (already normalised: no transforms, so it documents and checks responses). */
export const ResumeContentSchema = z.object({
  basics: z.object({
    name: z.string(),
    headline: z.string().nullable(),
    summary: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
  workExperiences: z.array(
    z.object({
      companyName: z.string(),
      position: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      description: z.string().nullable(),
    }),
  ),
  educations: z.array(
    z.object({
      schoolName: z.string(),
      major: z.string().nullable(),
      degree: DegreeSchema.nullable(),
      entranceDate: z.string().nullable(),
      graduationDate: z.string().nullable(),
      gpa: z.number().nullable(),
    }),
  ),
  projects: z.array(
    z.object({
      projectName: z.string(),
      role: z.string().nullable(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      description: z.string().nullable(),
      links: z.array(z.string()),
    }),
  ),
  skills: z.array(z.object({ name: z.string(), experienceYears: z.number().int().nullable() })),
  certificates: z.array(
    z.object({ certName: z.string(), issueOrganization: z.string().nullable(), issueDate: z.string().nullable() }),
  ),
  languages: z.array(z.object({ language: z.string(), fluency: z.string().nullable() })),
  links: z.array(z.object({ type: ProfileUrlTypeSchema, url: z.string() })),
});
export type ResumeContent = z.infer<typeof ResumeContentSchema>;

const resumeName = requiredText(RESUME_NAME_MAX);

/** `POST /api/v1/users/{id}/resumes`: a new version; without `content` it copies the profile as it is now. */
export const ResumeCreateRequestSchema = z.strictObject({
  name: resumeName,
  language: LocaleSchema,
  content: ResumeContentInputSchema.optional(),
});
export type ResumeCreateRequest = z.input<typeof ResumeCreateRequestSchema>;

/** `PUT /api/v1/users/{id}/resumes/{resumeId}`: rename, change the language or edit the content (all of it). */
export const ResumeUpdateRequestSchema = z.strictObject({
  name: resumeName,
  language: LocaleSchema,
  content: ResumeContentInputSchema,
});
export type ResumeUpdateRequest = z.input<typeof ResumeUpdateRequestSchema>;

/** `POST /api/v1/users/{id}/resumes/import`: a JSON Resume document becomes a new version to review. */
export const ResumeImportRequestSchema = z.strictObject({
  name: resumeName,
  language: LocaleSchema,
  /** Checked against the JSON Resume schema on the server. */
  resume: z.record(z.string(), z.unknown(), { error: 'validation.jsonResume' }),
});
export type ResumeImportRequest = z.input<typeof ResumeImportRequestSchema>;

export const ResumeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: LocaleSchema,
  isDefault: z.boolean(),
  content: ResumeContentSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Resume = z.infer<typeof ResumeSchema>;
export const ResumeListSchema = z.array(ResumeSchema);

export const ResumeParamsSchema = z.object({ id: idSchema(), resumeId: idSchema() });
export const TalentFileParamsSchema = z.object({ id: idSchema(), fileId: idSchema() });

export const TALENT_FILE_KINDS = ['CV', 'PORTFOLIO'] as const;
export const TalentFileKindSchema = z.enum(TALENT_FILE_KINDS, { error: 'validation.invalid' });
export type TalentFileKind = z.infer<typeof TalentFileKindSchema>;

export const TalentFileSchema = z.object({
  id: z.number().int(),
  kind: TalentFileKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TalentFile = z.infer<typeof TalentFileSchema>;
export const TalentFileListSchema = z.array(TalentFileSchema);

/** `POST /api/v1/users/{id}/files?kind=CV`: the kind of the uploaded PDF. */
export const TalentFileUploadQuerySchema = z.strictObject({ kind: TalentFileKindSchema.default('CV') });

/**
 * `POST /api/v1/jobs/{id}/apply` (body optional): which résumé (the default one when left out; the profile itself
 * when the talent has none), which of the talent's files, and an optional cover letter.
 */
export const ApplyRequestSchema = z.strictObject({
  resumeId: z.number({ error: 'validation.invalid' }).int().positive().max(ID_MAX).nullish(),
  fileIds: z
    .array(z.number({ error: 'validation.invalid' }).int().positive().max(ID_MAX), { error: 'validation.invalid' })
    .max(TALENT_FILES_MAX, { error: 'validation.tooMany' })
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.duplicate' }),
  coverLetter: optionalText(COVER_LETTER_MAX),
});
export type ApplyRequest = z.input<typeof ApplyRequestSchema>;

/** What an application sent, exactly as sent (decision 038). */
export const ApplicationResumeSchema = z.object({
  applicationId: z.number().int(),
  /** Null for applications made before résumés existed. */
  resume: z
    .object({
      name: z.string(),
      language: LocaleSchema,
      content: ResumeContentSchema,
      sentAt: z.iso.datetime(),
      /** Sent without a version: the profile as it was. Readers name it in their own language, not the sender's. */
      fromProfile: z.boolean(),
    })
    .nullable(),
  coverLetter: z.string().nullable(),
  attachments: z.array(
    z.object({
      id: z.number().int(),
      kind: TalentFileKindSchema,
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
    }),
  ),
});
export type ApplicationResume = z.infer<typeof ApplicationResumeSchema>;

export const ApplicationAttachmentParamsSchema = z.object({
  orgId: idSchema(),
  appId: idSchema(),
  attachmentId: idSchema(),
});
