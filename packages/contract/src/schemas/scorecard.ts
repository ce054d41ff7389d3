import { z } from 'zod';
import {
  RATING_MAX,
  RATING_MIN,
  RECOMMENDATIONS,
  SCORECARD_CRITERIA_MAX,
  SCORECARD_CRITERION_MAX,
  SCORECARD_NOTES_MAX,
} from '../rules/scorecard';
import { idSchema, requiredText } from './common';

/* Interview panels and scorecards (decision 036). Scorecards are the organization's: no talent route returns them. */

export const RecommendationSchema = z.enum(RECOMMENDATIONS, { error: 'validation.invalid' });

/** A member of the organization who may sit on an interview panel. */
export const InterviewerSchema = z.object({ userId: z.number().int(), firstName: z.string(), lastName: z.string() });
export type Interviewer = z.infer<typeof InterviewerSchema>;
export const InterviewerListSchema = z.array(InterviewerSchema);

/** A criterion: `key` as stored (a default's key or the company's text), `label` in the caller's language. */
export const ScorecardCriterionSchema = z.object({ key: z.string(), label: z.string() });
export const ScorecardCriteriaSchema = z.object({
  criteria: z.array(ScorecardCriterionSchema),
  /** True when the posting uses the default criteria (the company set none). */
  isDefault: z.boolean(),
});
export type ScorecardCriteria = z.infer<typeof ScorecardCriteriaSchema>;

/** `PUT …/job-postings/{jobId}/scorecard-criteria`: up to 8 distinct criteria; an empty list restores the defaults. */
export const ScorecardCriteriaRequestSchema = z.strictObject({
  criteria: z
    .array(requiredText(SCORECARD_CRITERION_MAX))
    .max(SCORECARD_CRITERIA_MAX, { error: 'validation.scorecardCriteria' })
    .refine((list) => new Set(list.map((c) => c.toLowerCase())).size === list.length, {
      error: 'validation.duplicate',
    }),
});

const rating = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(RATING_MIN, { error: 'validation.numberRange' })
  .max(RATING_MAX, { error: 'validation.numberRange' });

/** `PUT …/interviews/{interviewId}/scorecard`: the caller's own scorecard; every criterion of the posting is rated. */
export const ScorecardRequestSchema = z.strictObject({
  recommendation: RecommendationSchema,
  ratings: z
    .array(z.strictObject({ criterion: requiredText(SCORECARD_CRITERION_MAX + 20), rating }))
    .max(SCORECARD_CRITERIA_MAX, { error: 'validation.scorecardCriteria' }),
  notes: z.string().trim().max(SCORECARD_NOTES_MAX, { error: 'validation.tooLong' }).optional(),
});
export type ScorecardRequest = z.infer<typeof ScorecardRequestSchema>;

export const ScorecardSchema = z.object({
  id: z.number().int(),
  interviewId: z.number().int(),
  interviewer: InterviewerSchema,
  recommendation: RecommendationSchema,
  ratings: z.array(z.object({ criterion: z.string(), label: z.string(), rating: z.number().int() })),
  notes: z.string().nullable(),
  submittedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

/** One scheduled interview of the application with its panel and the scorecards the caller may read. */
export const InterviewScorecardsSchema = z.object({
  interviewId: z.number().int(),
  startsAt: z.iso.datetime().nullable(),
  status: z.string(),
  panel: z.array(InterviewerSchema),
  /** The caller sits on this panel and may submit (or edit) their own scorecard. */
  canSubmit: z.boolean(),
  /** The others' scorecards are hidden until the caller submits their own. */
  othersHidden: z.boolean(),
  /** How many scorecards were submitted in all (also when some are hidden). */
  submittedCount: z.number().int(),
  /** The caller's own scorecard of this interview, when they wrote one. */
  mine: ScorecardSchema.nullable(),
  scorecards: z.array(ScorecardSchema),
});
export const ApplicationScorecardsSchema = z.object({
  criteria: z.array(ScorecardCriterionSchema),
  interviews: z.array(InterviewScorecardsSchema),
});
export type ApplicationScorecards = z.infer<typeof ApplicationScorecardsSchema>;

export const OrgInterviewParamsSchema = z.object({ orgId: idSchema(), interviewId: idSchema() });
