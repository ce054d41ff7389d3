import { z } from 'zod';
import { pageOf } from '../envelope';
import {
  ASSESSMENT_CODE_MAX,
  ASSESSMENT_OPTIONS_MAX,
  ASSESSMENT_POINTS_MAX,
  ASSESSMENT_QUESTION_TEXT_MAX,
  ASSESSMENT_SHORT_ANSWER_MAX,
} from '../limits';
import { AssessmentLevelQuerySchema, AssessmentLevelSchema, AssessmentTrackSchema } from './assessment-track';
import { idSchema, pageFields, requiredText } from './common';

export const QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'SHORT_ANSWER', 'CODE_READING'] as const;
export const QuestionTypeSchema = z.enum(QUESTION_TYPES, { error: 'validation.invalid' });
export type QuestionTypeValue = z.infer<typeof QuestionTypeSchema>;

/** ACTIVE questions are drawn; RETIRED ones no longer are; SUPERSEDED ones were replaced by a newer version. */
export const QUESTION_STATUSES = ['ACTIVE', 'RETIRED', 'SUPERSEDED'] as const;
export const QuestionStatusSchema = z.enum(QUESTION_STATUSES, { error: 'validation.invalid' });

/** IN_PROGRESS until submitted by the talent (SUBMITTED) or by the server when the time ran out (TIMED_OUT). */
export const ATTEMPT_STATUSES = ['IN_PROGRESS', 'SUBMITTED', 'TIMED_OUT'] as const;
export const AttemptStatusSchema = z.enum(ATTEMPT_STATUSES);
export type AttemptStatus = z.infer<typeof AttemptStatusSchema>;

/** Text in both languages; the client shows the one of its current language. */
export const LocalizedTextSchema = z.object({ en: z.string(), ko: z.string() });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const AssessmentIdParamSchema = z.object({ assessmentId: idSchema() });
export const AttemptIdParamSchema = z.object({ attemptId: idSchema() });
export const AttemptQuestionParamSchema = z.object({ attemptId: idSchema(), questionId: idSchema() });

/** The result of one finished attempt, as a caller's own history or a company's view of a public result. */
export const ResultSummarySchema = z.object({
  attemptId: z.number().int(),
  obtainedScore: z.number().int(),
  passed: z.boolean(),
  isPublic: z.boolean(),
  endedAt: z.iso.datetime(),
  reportUrl: z.string(),
});
export type ResultSummary = z.infer<typeof ResultSummarySchema>;

/**
 * One entry of the catalogue (the spec's "skill assessment listing": id, name, content, participants, score,
 * isPublic, resultUrl), with the caller's own best and latest (counted) results.
 */
export const AssessmentSchema = z.object({
  id: z.number().int(),
  track: AssessmentTrackSchema,
  level: z.number().int(),
  name: z.string(),
  content: z.string(),
  trackName: z.string(),
  levelName: z.string(),
  names: LocalizedTextSchema,
  descriptions: LocalizedTextSchema,
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  totalScore: z.number().int(),
  passScore: z.number().int(),
  /** Distinct talents with a finished attempt. */
  participants: z.number().int(),
  /** The caller's counted (latest) score, or null. */
  score: z.number().int().nullable(),
  isPublic: z.boolean().nullable(),
  resultUrl: z.string().nullable(),
  best: ResultSummarySchema.nullable(),
  latest: ResultSummarySchema.nullable(),
  /** The caller's open attempt on this assessment (to resume), or null. */
  inProgressAttemptId: z.number().int().nullable(),
  /** When the caller may start again after their last attempt; null when they may start now. */
  retakeAvailableAt: z.iso.datetime().nullable(),
});
export type Assessment = z.infer<typeof AssessmentSchema>;
export const AssessmentListSchema = z.array(AssessmentSchema);

export const AssessmentListQuerySchema = z.strictObject({
  track: AssessmentTrackSchema.optional(),
  level: AssessmentLevelQuerySchema.optional(),
});

/** A question as a talent sees it during an attempt: never with its answer key. */
export const AttemptQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: QuestionTypeSchema,
  topic: z.string(),
  topicName: LocalizedTextSchema,
  points: z.number().int(),
  prompt: LocalizedTextSchema,
  code: z.string().nullable(),
  /** In this attempt's shuffled order; empty for short answers. */
  options: z.array(z.object({ id: z.string(), text: LocalizedTextSchema })),
});

export const SavedAnswerSchema = z.object({
  optionIds: z.array(z.string()).optional(),
  text: z.string().optional(),
});

export const AttemptSchema = z.object({
  id: z.number().int(),
  assessmentId: z.number().int(),
  track: AssessmentTrackSchema,
  level: z.number().int(),
  assessmentName: z.string(),
  status: AttemptStatusSchema,
  startedAt: z.iso.datetime(),
  deadlineAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  /** Whole seconds left by the server's clock; 0 once the time is over. */
  remainingSeconds: z.number().int(),
  questions: z.array(AttemptQuestionSchema),
  answers: z.array(z.object({ questionId: z.number().int(), answer: SavedAnswerSchema, answeredAt: z.iso.datetime() })),
  /** Set once the attempt is finished: where its report is. */
  reportUrl: z.string().nullable(),
});
export type Attempt = z.infer<typeof AttemptSchema>;

/**
 * One answer. Choice and code-reading questions take `optionIds` (exactly one for single choice, an empty list
 * clears it); short answers take `text`.
 */
export const SaveAnswerRequestSchema = z.strictObject({
  optionIds: z
    .array(z.string().min(1).max(16), { error: 'validation.invalid' })
    .max(ASSESSMENT_OPTIONS_MAX, { error: 'validation.invalid' })
    .optional(),
  text: z.string().max(ASSESSMENT_SHORT_ANSWER_MAX, { error: 'validation.tooLong' }).optional(),
});
export type SaveAnswerRequest = z.infer<typeof SaveAnswerRequestSchema>;

export const SaveAnswerResponseSchema = z.object({
  questionId: z.number().int(),
  answeredAt: z.iso.datetime(),
  remainingSeconds: z.number().int(),
});

export const TopicBreakdownSchema = z.object({
  topic: z.string(),
  topicName: LocalizedTextSchema,
  earnedPoints: z.number().int(),
  maxPoints: z.number().int(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  score: z.number().int(),
});

/** The spec's assessment entry (id, assessmentName, totalScore, obtainedScore/score, levelName, trackName, ...). */
export const AssessmentEntrySchema = z.object({
  id: z.number().int(),
  assessmentId: z.number().int(),
  assessmentName: z.string(),
  track: AssessmentTrackSchema,
  level: z.number().int(),
  trackName: z.string(),
  levelName: z.string(),
  totalScore: z.number().int(),
  obtainedScore: z.number().int(),
  score: z.number().int(),
  passed: z.boolean(),
  status: AttemptStatusSchema,
  isPublic: z.boolean(),
  /** The web route of the report: `/report/<attemptId>`. */
  reportUrl: z.string(),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
});
export type AssessmentEntry = z.infer<typeof AssessmentEntrySchema>;
export const AssessmentEntryPageSchema = pageOf(AssessmentEntrySchema);

export const AssessmentHistoryQuerySchema = z.strictObject({
  ...pageFields,
  track: AssessmentTrackSchema.optional(),
  level: AssessmentLevelQuerySchema.optional(),
});

/** The report: the entry, the score breakdown by topic and (for its owner only) how each question went. */
export const AssessmentReportSchema = AssessmentEntrySchema.extend({
  passScore: z.number().int(),
  earnedPoints: z.number().int(),
  maxPoints: z.number().int(),
  /** Whether this is the counted result of its track and level (the most recent by end time). */
  isCounted: z.boolean(),
  candidate: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  topics: z.array(TopicBreakdownSchema),
  /** Owner only (null for companies and admins): each question with the talent's result, without the answer key. */
  questions: z
    .array(
      z.object({
        position: z.number().int(),
        topic: z.string(),
        type: QuestionTypeSchema,
        prompt: LocalizedTextSchema,
        points: z.number().int(),
        earnedPoints: z.number().int(),
        isCorrect: z.boolean(),
        answered: z.boolean(),
      }),
    )
    .nullable(),
});
export type AssessmentReport = z.infer<typeof AssessmentReportSchema>;

export const VisibilityRequestSchema = z.strictObject({ isPublic: z.boolean({ error: 'validation.invalid' }) });

/** A company's request that a talent take an assessment (created from a job application by the hiring flow). */
export const ASSESSMENT_REQUEST_STATUSES = ['OPEN', 'COMPLETED'] as const;
export const AssessmentRequestSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  companyName: z.string(),
  track: AssessmentTrackSchema,
  level: z.number().int(),
  assessmentId: z.number().int(),
  assessmentName: z.string(),
  message: z.string(),
  status: z.enum(ASSESSMENT_REQUEST_STATUSES),
  jobApplicationId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  completedAttemptId: z.number().int().nullable(),
});
export const AssessmentRequestPageSchema = pageOf(AssessmentRequestSchema);
export const AssessmentRequestListQuerySchema = z.strictObject({
  ...pageFields,
  status: z.enum(ASSESSMENT_REQUEST_STATUSES, { error: 'validation.invalid' }).optional(),
});

/* ---------- Question bank (admin) ---------- */

const optionIdSchema = z.string().regex(/^[a-z0-9]{1,8}$/, { error: 'validation.invalid' });
const topicSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'validation.invalid' });

export const QuestionOptionInputSchema = z.strictObject({
  id: optionIdSchema,
  en: requiredText(ASSESSMENT_QUESTION_TEXT_MAX),
  ko: requiredText(ASSESSMENT_QUESTION_TEXT_MAX),
});

/** The editable content of a question (the admin console sends it; the bank files hold the same shape). */
const questionContentFields = {
  type: QuestionTypeSchema,
  topic: topicSchema,
  points: z
    .number()
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(ASSESSMENT_POINTS_MAX, { error: 'validation.invalid' }),
  prompt: z.strictObject({
    en: requiredText(ASSESSMENT_QUESTION_TEXT_MAX),
    ko: requiredText(ASSESSMENT_QUESTION_TEXT_MAX),
  }),
  code: z.string().max(ASSESSMENT_CODE_MAX, { error: 'validation.tooLong' }).nullable().default(null),
  options: z.array(QuestionOptionInputSchema).max(ASSESSMENT_OPTIONS_MAX, { error: 'validation.invalid' }).default([]),
  correctOptionIds: z.array(optionIdSchema).max(ASSESSMENT_OPTIONS_MAX, { error: 'validation.invalid' }).default([]),
  acceptedAnswers: z
    .array(requiredText(ASSESSMENT_SHORT_ANSWER_MAX))
    .max(20, { error: 'validation.invalid' })
    .default([]),
};

export const QuestionCreateRequestSchema = z.strictObject({
  track: AssessmentTrackSchema,
  level: AssessmentLevelSchema,
  ...questionContentFields,
});
export type QuestionCreateRequest = z.infer<typeof QuestionCreateRequestSchema>;

/** An edit keeps the track and level; everything else may change. */
export const QuestionUpdateRequestSchema = z.strictObject(questionContentFields);
export type QuestionUpdateRequest = z.infer<typeof QuestionUpdateRequestSchema>;

export const AdminQuestionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  version: z.number().int(),
  status: QuestionStatusSchema,
  origin: z.enum(['BANK', 'ADMIN']),
  track: AssessmentTrackSchema,
  level: z.number().int(),
  type: QuestionTypeSchema,
  topic: z.string(),
  points: z.number().int(),
  prompt: LocalizedTextSchema,
  code: z.string().nullable(),
  options: z.array(z.object({ id: z.string(), en: z.string(), ko: z.string() })),
  correctOptionIds: z.array(z.string()),
  acceptedAnswers: z.array(z.string()),
  /** Attempts that drew this version; a used version is never changed in place. */
  usageCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;
export const AdminQuestionPageSchema = pageOf(AdminQuestionSchema);

export const AdminQuestionListQuerySchema = z.strictObject({
  ...pageFields,
  track: AssessmentTrackSchema.optional(),
  level: AssessmentLevelQuerySchema.optional(),
  type: QuestionTypeSchema.optional(),
  status: QuestionStatusSchema.optional(),
});

export const QuestionIdParamSchema = z.object({ id: idSchema() });
