import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

export type QuestionContent = {
  prompt: { en: string; ko: string };
  code: string | null;
  options: { id: string; en: string; ko: string }[];
};
export type AnswerKey = { correctOptionIds: string[]; acceptedAnswers: string[] };
export type StoredAnswer = { optionIds?: string[]; text?: string };
export type StoredBreakdown = {
  topic: string;
  earnedPoints: number;
  maxPoints: number;
  correctCount: number;
  questionCount: number;
  score: number;
}[];

/**
 * The question bank. A question is a `key` with versions: the version an attempt drew is what the attempt refers to,
 * so a version that any attempt used is never changed; an edit of it becomes a new version (the old one SUPERSEDED).
 * At most one ACTIVE version per key. Bank files set `bank_hash` (the hash of the file entry the row came from), so
 * the seed step changes a row only when its file entry changed.
 */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull().default(1),
    track: text('track', { enum: ['FRONTEND', 'BACKEND', 'MOBILE', 'DATA', 'DEVOPS'] }).notNull(),
    level: integer('level').notNull(),
    type: text('type', { enum: ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'SHORT_ANSWER', 'CODE_READING'] }).notNull(),
    topic: text('topic').notNull(),
    points: integer('points').notNull().default(1),
    content: jsonb('content').$type<QuestionContent>().notNull(),
    answerKey: jsonb('answer_key').$type<AnswerKey>().notNull(),
    status: text('status', { enum: ['ACTIVE', 'RETIRED', 'SUPERSEDED'] })
      .notNull()
      .default('ACTIVE'),
    origin: text('origin', { enum: ['BANK', 'ADMIN'] }).notNull(),
    bankHash: text('bank_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_questions_key_version_key').on(t.key, t.version),
    uniqueIndex('assessment_questions_active_key').on(t.key).where(sql`${t.status} = 'ACTIVE'`),
    index('assessment_questions_pool_idx').on(t.track, t.level, t.status),
  ],
);

/**
 * One timed attempt of a talent at a track and level. `seed` decides which questions were drawn and in what order
 * (their versions are in assessment_attempt_questions). One IN_PROGRESS attempt per talent, enforced by a partial
 * unique index. Scores are filled when it ends (submitted, or timed out and scored from the saved answers).
 */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: ['FRONTEND', 'BACKEND', 'MOBILE', 'DATA', 'DEVOPS'] }).notNull(),
    level: integer('level').notNull(),
    status: text('status', { enum: ['IN_PROGRESS', 'SUBMITTED', 'TIMED_OUT'] })
      .notNull()
      .default('IN_PROGRESS'),
    seed: integer('seed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    earnedPoints: integer('earned_points'),
    maxPoints: integer('max_points'),
    obtainedScore: integer('obtained_score'),
    totalScore: integer('total_score').notNull().default(100),
    passed: boolean('passed'),
    breakdown: jsonb('breakdown').$type<StoredBreakdown>(),
    isPublic: boolean('is_public').notNull().default(false),
  },
  (t) => [
    uniqueIndex('assessment_attempts_one_open_key').on(t.userId).where(sql`${t.status} = 'IN_PROGRESS'`),
    index('assessment_attempts_user_idx').on(t.userId, t.track, t.level, sql`${t.endedAt} desc`),
    index('assessment_attempts_due_idx').on(t.deadlineAt).where(sql`${t.status} = 'IN_PROGRESS'`),
    index('assessment_attempts_track_idx').on(t.track, t.level, t.userId),
  ],
);

/** The drawn paper of an attempt: the exact question versions in order, with the saved answer and, once scored, the result. */
export const assessmentAttemptQuestions = pgTable(
  'assessment_attempt_questions',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessmentQuestions.id, { onDelete: 'restrict' }),
    answer: jsonb('answer').$type<StoredAnswer>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    isCorrect: boolean('is_correct'),
    earnedPoints: integer('earned_points'),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.position] }),
    uniqueIndex('assessment_attempt_questions_question_key').on(t.attemptId, t.questionId),
    index('assessment_attempt_questions_usage_idx').on(t.questionId),
  ],
);

/**
 * A company's request that a talent take an additional assessment (from a job application). OPEN until the talent
 * finishes an attempt at that track and level.
 */
export const assessmentRequests = pgTable(
  'assessment_requests',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    talentUserId: integer('talent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track', { enum: ['FRONTEND', 'BACKEND', 'MOBILE', 'DATA', 'DEVOPS'] }).notNull(),
    level: integer('level').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['OPEN', 'COMPLETED'] })
      .notNull()
      .default('OPEN'),
    /** The job application it was made from; no foreign key yet (the applications table belongs to the hiring area). */
    jobApplicationId: integer('job_application_id'),
    completedAttemptId: integer('completed_attempt_id').references(() => assessmentAttempts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('assessment_requests_talent_idx').on(t.talentUserId, t.status, sql`${t.createdAt} desc`),
    index('assessment_requests_organization_idx').on(t.organizationId),
  ],
);
