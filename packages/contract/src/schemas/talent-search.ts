import { z } from 'zod';
import { pageOf } from '../envelope';
import {
  EXPERIENCE_YEARS_MAX,
  POSTING_ASSESSMENTS_MAX,
  POSTING_CATEGORIES_MAX,
  SAVED_SEARCH_NAME_MAX,
  TALENT_KEYWORD_MAX,
  TALENT_SKILL_FILTERS_MAX,
  TALENT_TAG_MAX,
} from '../limits';
import { ASSESSMENT_TRACKS, type AssessmentTrack, AssessmentTrackSchema } from './assessment-track';
import { idSchema, pageFields, requiredText } from './common';
import { CatalogueNameSchema } from './posting';

import { JOB_SEEKING_STATUSES, JobSeekingStatusSchema, TalentProfileViewSchema } from './profile';

export const TALENT_SORTS = ['BEST_MATCH', 'RECENTLY_UPDATED', 'EXPERIENCE'] as const;
export const TalentSortSchema = z.enum(TALENT_SORTS, { error: 'validation.invalid' });
export type TalentSort = z.infer<typeof TalentSortSchema>;

/** Query arrays use repeated keys (`?skill=3:2&skill=5:0`); one value arrives as a string. */
const queryList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(item).max(max, { error: 'validation.tooMany' }),
  );

const years = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.numberRange' })
  .min(0, { error: 'validation.numberRange' })
  .max(EXPERIENCE_YEARS_MAX, { error: 'validation.numberRange' });

export const SkillFilterSchema = z.strictObject({ categoryId: idSchema(), minYears: years.default(0) });
export type SkillFilter = z.infer<typeof SkillFilterSchema>;
export const AssessmentFilterSchema = z.strictObject({
  track: AssessmentTrackSchema,
  level: z.number({ error: 'validation.invalid' }).int().min(1, { error: 'validation.invalid' }).max(3, {
    error: 'validation.invalid',
  }),
});
export type AssessmentFilter = { track: AssessmentTrack; level: number };

const countryCode = z
  .string({ error: 'validation.country' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation.country' });
const keyword = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(TALENT_KEYWORD_MAX, { error: 'validation.tooLong' });
const tag = z
  .string({ error: 'validation.invalid' })
  .trim()
  .min(1)
  .max(TALENT_TAG_MAX, { error: 'validation.tooLong' });

/** Skill filters keep one entry per category (the highest minimum wins). */
const dedupeSkills = (list: SkillFilter[]) => {
  const byId = new Map<number, number>();
  for (const s of list) byId.set(s.categoryId, Math.max(byId.get(s.categoryId) ?? 0, s.minYears));
  return [...byId].map(([categoryId, minYears]) => ({ categoryId, minYears }));
};
const dedupe = <T>(list: T[]) => [...new Set(list)];
const dedupeAssessments = (list: AssessmentFilter[]) => {
  const seen = new Set<string>();
  return list.filter((a) => !seen.has(`${a.track}:${a.level}`) && seen.add(`${a.track}:${a.level}`));
};

/**
 * The filters of a talent search as JSON (what a saved search stores). Every filter narrows: the job roles match if
 * any listed one does; every skill must be there with at least its years; every assessment must be passed (publicly,
 * its counted result) at that level or higher.
 */
export const TalentSearchFiltersSchema = z.strictObject({
  keyword: keyword.optional(),
  jobRoleCategoryIds: z
    .array(idSchema(), { error: 'validation.invalid' })
    .max(POSTING_CATEGORIES_MAX, { error: 'validation.tooMany' })
    .transform(dedupe)
    .optional(),
  skills: z
    .array(SkillFilterSchema, { error: 'validation.invalid' })
    .max(TALENT_SKILL_FILTERS_MAX, { error: 'validation.tooMany' })
    .transform(dedupeSkills)
    .optional(),
  minTotalYears: years.optional(),
  country: countryCode.optional(),
  jobSeekingStatus: z
    .array(JobSeekingStatusSchema, { error: 'validation.invalid' })
    .max(JOB_SEEKING_STATUSES.length)
    .transform(dedupe)
    .optional(),
  assessments: z
    .array(AssessmentFilterSchema, { error: 'validation.invalid' })
    .max(POSTING_ASSESSMENTS_MAX, { error: 'validation.tooMany' })
    .transform(dedupeAssessments)
    .optional(),
  openToOffersOnly: z.boolean({ error: 'validation.invalid' }).optional(),
  tag: tag.optional(),
  sort: TalentSortSchema.default('BEST_MATCH'),
});
export type TalentSearchFiltersInput = z.input<typeof TalentSearchFiltersSchema>;
export type TalentSearchFilters = z.output<typeof TalentSearchFiltersSchema>;

/** `skill=<skillCategoryId>:<minYears>` (`:minYears` may be left out: any years). */
const skillParam = z.string().transform((value, ctx): SkillFilter => {
  const match = /^\s*(\d{1,10})\s*(?::\s*(\d{1,3})\s*)?$/.exec(value);
  const categoryId = Number(match?.[1]);
  const minYears = Number(match?.[2] ?? 0);
  if (!match || categoryId < 1 || categoryId > 2_147_483_647 || minYears > EXPERIENCE_YEARS_MAX) {
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return z.NEVER;
  }
  return { categoryId, minYears };
});

/** `assessment=<TRACK>:<level>`, e.g. `assessment=BACKEND:2`. */
const assessmentParam = z.string().transform((value, ctx): AssessmentFilter => {
  const [track = '', level = ''] = value.trim().toUpperCase().split(':');
  if (!(ASSESSMENT_TRACKS as readonly string[]).includes(track) || !/^[1-3]$/.test(level)) {
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return z.NEVER;
  }
  return { track: track as AssessmentTrack, level: Number(level) };
});

const booleanParam = z.enum(['true', 'false'], { error: 'validation.invalid' }).transform((v) => v === 'true');

/** `GET /api/v1/users/talent`: the same filters in the URL (repeated keys for lists), paged. */
export const TalentSearchQuerySchema = z
  .strictObject({
    ...pageFields,
    keyword: keyword.optional(),
    jobRoleCategoryIds: queryList(idSchema(), POSTING_CATEGORIES_MAX).optional(),
    skill: queryList(skillParam, TALENT_SKILL_FILTERS_MAX).optional(),
    minTotalYears: z.coerce
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.numberRange' })
      .min(0, { error: 'validation.numberRange' })
      .max(EXPERIENCE_YEARS_MAX, { error: 'validation.numberRange' })
      .optional(),
    country: countryCode.optional(),
    jobSeekingStatus: queryList(JobSeekingStatusSchema, JOB_SEEKING_STATUSES.length).optional(),
    assessment: queryList(assessmentParam, POSTING_ASSESSMENTS_MAX).optional(),
    openToOffersOnly: booleanParam.optional(),
    tag: tag.optional(),
    sort: TalentSortSchema.default('BEST_MATCH'),
  })
  .transform(({ page, size, skill, assessment, jobRoleCategoryIds, jobSeekingStatus, ...rest }) => ({
    page,
    size,
    filters: {
      ...rest,
      jobRoleCategoryIds: jobRoleCategoryIds ? dedupe(jobRoleCategoryIds) : undefined,
      skills: skill ? dedupeSkills(skill) : undefined,
      jobSeekingStatus: jobSeekingStatus ? dedupe(jobSeekingStatus) : undefined,
      assessments: assessment ? dedupeAssessments(assessment) : undefined,
    } satisfies TalentSearchFilters,
  }));
export type TalentSearchQuery = z.output<typeof TalentSearchQuerySchema>;

/** A public, counted pass as cards show it. */
export const CardAssessmentSchema = z.object({
  track: AssessmentTrackSchema,
  level: z.number().int(),
  trackName: z.string(),
  levelName: z.string(),
  obtainedScore: z.number().int(),
});

/** Talent card (spec §3). Never carries e-mail addresses or links. */
export const TalentCardSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string().nullable(),
  profileImgUrl: z.string().nullable(),
  jobSeekingStatus: JobSeekingStatusSchema.nullable(),
  isJobOffersAcceptable: z.boolean(),
  isBookMarked: z.boolean(),
  jobPositionName: z.string().nullable(),
  /** The catalogue job titles and skills the profile names, in both languages (readers see theirs). */
  jobTitles: z.array(CatalogueNameSchema),
  skills: z.array(CatalogueNameSchema),
  totalYears: z.number().int(),
  assessmentInfo: z.object({ assessments: z.array(CardAssessmentSchema) }),
  groupId: z.number().int().nullable(),
  /** The caller's organization's private tags on this talent. */
  tags: z.array(z.string()),
  updatedAt: z.iso.datetime(),
});
export type TalentCard = z.infer<typeof TalentCardSchema>;
export const TalentCardPageSchema = pageOf(TalentCardSchema);
/**
 * Search results: past 1,000 matches the count stops, `totalElementCount` is a lower bound and `totalIsCapped` is true
 * (show "1,000+"); `last` stays exact.
 */
export const TalentSearchPageSchema = TalentCardPageSchema.extend({ totalIsCapped: z.boolean() });

/* ---------- saved searches ---------- */

export const SavedSearchRequestSchema = z.strictObject({
  name: requiredText(SAVED_SEARCH_NAME_MAX),
  query: TalentSearchFiltersSchema,
});
export type SavedSearchRequest = z.input<typeof SavedSearchRequestSchema>;

/** The stored filters as sent back (the response carries no transforms). */
export const TalentSearchFiltersOutputSchema = z.object({
  keyword: z.string().optional(),
  jobRoleCategoryIds: z.array(z.number().int()).optional(),
  skills: z.array(z.object({ categoryId: z.number().int(), minYears: z.number().int() })).optional(),
  minTotalYears: z.number().int().optional(),
  country: z.string().optional(),
  jobSeekingStatus: z.array(JobSeekingStatusSchema).optional(),
  assessments: z.array(z.object({ track: AssessmentTrackSchema, level: z.number().int() })).optional(),
  openToOffersOnly: z.boolean().optional(),
  tag: z.string().optional(),
  sort: TalentSortSchema,
});

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: TalentSearchFiltersOutputSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchListSchema = z.array(SavedSearchSchema);
export const SavedSearchParamsSchema = z.object({ orgId: idSchema(), searchId: idSchema() });

/* ---------- match reasons, preview, recommendations ---------- */

const named = { nameEn: z.string(), nameKo: z.string() };
export const MatchReasonSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SKILL'), categoryId: z.number().int(), years: z.number().int(), ...named }),
  z.object({ type: z.literal('JOB_ROLE'), categoryId: z.number().int(), years: z.number().int(), ...named }),
  z.object({
    type: z.literal('ASSESSMENT'),
    track: AssessmentTrackSchema,
    level: z.number().int(),
    required: z.boolean(),
  }),
  z.object({ type: z.literal('COUNTRY'), country: z.string() }),
  /** A catalogue job title or skill both the posting and the profile name, whatever language each wrote in. */
  z.object({ type: z.literal('SHARED_TERM'), kind: z.enum(['JOB_TITLE', 'SKILL']), id: z.number().int(), ...named }),
  z.object({ type: z.literal('ACTIVELY_SEEKING') }),
  z.object({ type: z.literal('OPEN_TO_OFFERS') }),
]);
export type MatchReasonDto = z.infer<typeof MatchReasonSchema>;

export const JOB_OFFER_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'NONE'] as const;

export const PreviewAssessmentSchema = z.object({
  id: z.number().int(),
  assessmentName: z.string(),
  track: AssessmentTrackSchema,
  level: z.number().int(),
  trackName: z.string(),
  levelName: z.string(),
  totalScore: z.number().int(),
  obtainedScore: z.number().int(),
  score: z.number().int(),
  passed: z.boolean(),
  reportUrl: z.string(),
  endedAt: z.iso.datetime(),
});

/** `GET /api/v1/organizations/{orgId}/talents/{talentId}`: the profile as the company sees it, with its own notes. */
export const TalentPreviewSchema = TalentProfileViewSchema.extend({
  associatedInformation: z.object({
    isBookMarked: z.boolean(),
    isInterested: z.boolean(),
    groupId: z.number().int().nullable(),
    groupName: z.string().nullable(),
    jobOfferStatus: z.enum(JOB_OFFER_STATUSES),
    hasApplied: z.boolean(),
    /** The organization's postings the talent has a live (not withdrawn) application to. */
    appliedPostingIds: z.array(z.number().int()),
    openProposalPostingIds: z.array(z.number().int()),
    tags: z.array(z.string()),
    memoCount: z.number().int(),
  }),
  assessmentInfo: z.object({
    /** Only once the talent has applied to one of the organization's postings or accepted its proposal. */
    email: z.string().nullable(),
    assessments: z.array(PreviewAssessmentSchema),
  }),
  match: z
    .object({ postingId: z.number().int(), score: z.number().int(), reasons: z.array(MatchReasonSchema) })
    .nullable(),
});
export type TalentPreview = z.infer<typeof TalentPreviewSchema>;

export const TalentPreviewParamsSchema = z.object({ orgId: idSchema(), talentId: idSchema() });
export const TalentPreviewQuerySchema = z.strictObject({ postingId: idSchema().optional() });

/** `GET /api/v1/dashboards/talents`: RECOMMENDED (against all open postings) or POSTING (against one). */
export const DashboardTalentsQuerySchema = z
  .strictObject({
    ...pageFields,
    type: z.enum(['RECOMMENDED', 'POSTING'], { error: 'validation.invalid' }).default('RECOMMENDED'),
    postingId: idSchema().optional(),
  })
  .refine((q) => q.type !== 'POSTING' || q.postingId !== undefined, {
    path: ['postingId'],
    error: 'validation.required',
  });
export type DashboardTalentsQuery = z.output<typeof DashboardTalentsQuerySchema>;

export const RecommendedTalentSchema = TalentCardSchema.extend({
  /** Out of 100; null when the organization has no open posting, so there is nothing to match against. */
  score: z.number().int().nullable(),
  /** The posting the score was computed against (null when the organization has no open posting). */
  postingId: z.number().int().nullable(),
  reasons: z.array(MatchReasonSchema),
});
export const RecommendedTalentPageSchema = pageOf(RecommendedTalentSchema).extend({
  /** How many open postings the talents were matched against: 0 lists recently updated talents, unscored. */
  matchedPostingCount: z.number().int(),
});
