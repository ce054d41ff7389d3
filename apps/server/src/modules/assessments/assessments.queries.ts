import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';
import { and, asc, count, countDistinct, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  assessmentAttemptQuestions,
  assessmentAttempts,
  assessmentQuestions,
  assessmentRequests,
  type StoredAnswer,
} from '../../db/schema/assessments';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';

export type QuestionRow = typeof assessmentQuestions.$inferSelect;
export type AttemptRow = typeof assessmentAttempts.$inferSelect;
type NewQuestion = Omit<typeof assessmentQuestions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/* ---------- questions ---------- */

/** The newest version of each key. */
export async function findQuestionKeyHeads(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .selectDistinctOn([assessmentQuestions.key], {
      id: assessmentQuestions.id,
      key: assessmentQuestions.key,
      version: assessmentQuestions.version,
      status: assessmentQuestions.status,
      origin: assessmentQuestions.origin,
      bankHash: assessmentQuestions.bankHash,
    })
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.key, keys))
    .orderBy(assessmentQuestions.key, desc(assessmentQuestions.version));
}

/** Which of these question versions some attempt drew. */
export async function findUsedQuestionIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: assessmentAttemptQuestions.questionId })
    .from(assessmentAttemptQuestions)
    .where(inArray(assessmentAttemptQuestions.questionId, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertQuestion(db: DbOrTx, values: NewQuestion) {
  const [row] = await db.insert(assessmentQuestions).values(values).returning();
  if (!row) throw new Error('question insert returned nothing');
  return row;
}

export async function updateQuestion(db: DbOrTx, id: number, values: Partial<NewQuestion>) {
  const [row] = await db
    .update(assessmentQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assessmentQuestions.id, id))
    .returning();
  if (!row) throw new Error('question update returned nothing');
  return row;
}

export async function findQuestion(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(assessmentQuestions).where(eq(assessmentQuestions.id, id)).limit(1);
  const rows = opts.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** The questions an attempt may draw: ACTIVE ones of the track and level. */
export async function findActivePool(db: DbOrTx, track: AssessmentTrack, level: number) {
  return db
    .select({ id: assessmentQuestions.id, topic: assessmentQuestions.topic })
    .from(assessmentQuestions)
    .where(
      and(
        eq(assessmentQuestions.track, track),
        eq(assessmentQuestions.level, level),
        eq(assessmentQuestions.status, 'ACTIVE'),
      ),
    );
}

export async function findQuestionPage(
  db: DbOrTx,
  opts: {
    page: number;
    size: number;
    track?: AssessmentTrack;
    level?: number;
    type?: QuestionRow['type'];
    status?: QuestionRow['status'];
  },
) {
  const conditions = [
    opts.track ? eq(assessmentQuestions.track, opts.track) : undefined,
    opts.level ? eq(assessmentQuestions.level, opts.level) : undefined,
    opts.type ? eq(assessmentQuestions.type, opts.type) : undefined,
    opts.status ? eq(assessmentQuestions.status, opts.status) : undefined,
  ];
  const where = and(...conditions);
  const usage =
    sql<number>`(select count(*) from ${assessmentAttemptQuestions} where ${assessmentAttemptQuestions.questionId} = ${assessmentQuestions.id})`.mapWith(
      Number,
    );
  const rows = await db
    .select({ question: assessmentQuestions, usageCount: usage })
    .from(assessmentQuestions)
    .where(where)
    .orderBy(
      asc(assessmentQuestions.track),
      asc(assessmentQuestions.level),
      asc(assessmentQuestions.key),
      desc(assessmentQuestions.version),
    )
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(assessmentQuestions).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countQuestionUsage(db: DbOrTx, questionId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(assessmentAttemptQuestions)
    .where(eq(assessmentAttemptQuestions.questionId, questionId));
  return Number(row?.n ?? 0);
}

/* ---------- attempts ---------- */

export async function insertAttempt(
  db: DbOrTx,
  values: Pick<
    typeof assessmentAttempts.$inferInsert,
    'userId' | 'track' | 'level' | 'seed' | 'startedAt' | 'deadlineAt'
  >,
  questionIds: number[],
) {
  const [attempt] = await db.insert(assessmentAttempts).values(values).returning();
  if (!attempt) throw new Error('attempt insert returned nothing');
  await db
    .insert(assessmentAttemptQuestions)
    .values(questionIds.map((questionId, i) => ({ attemptId: attempt.id, position: i + 1, questionId })));
  return attempt;
}

export async function findAttempt(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id)).limit(1);
  const rows = opts.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** The drawn questions of an attempt in order, each with its version's content and the saved answer. */
export async function findAttemptQuestions(db: DbOrTx, attemptId: number) {
  return db
    .select({ slot: assessmentAttemptQuestions, question: assessmentQuestions })
    .from(assessmentAttemptQuestions)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, assessmentAttemptQuestions.questionId))
    .where(eq(assessmentAttemptQuestions.attemptId, attemptId))
    .orderBy(asc(assessmentAttemptQuestions.position));
}
export type AttemptQuestionRow = Awaited<ReturnType<typeof findAttemptQuestions>>[number];

export async function saveAnswer(
  db: DbOrTx,
  attemptId: number,
  questionId: number,
  answer: StoredAnswer | null,
  at: Date,
) {
  await db
    .update(assessmentAttemptQuestions)
    .set({ answer, answeredAt: answer ? at : null })
    .where(
      and(eq(assessmentAttemptQuestions.attemptId, attemptId), eq(assessmentAttemptQuestions.questionId, questionId)),
    );
}

export async function saveQuestionResults(
  db: DbOrTx,
  attemptId: number,
  results: { questionId: number; isCorrect: boolean; earnedPoints: number }[],
) {
  for (const r of results) {
    await db
      .update(assessmentAttemptQuestions)
      .set({ isCorrect: r.isCorrect, earnedPoints: r.earnedPoints })
      .where(
        and(
          eq(assessmentAttemptQuestions.attemptId, attemptId),
          eq(assessmentAttemptQuestions.questionId, r.questionId),
        ),
      );
  }
}

export async function updateAttempt(db: DbOrTx, id: number, values: Partial<typeof assessmentAttempts.$inferInsert>) {
  const [row] = await db.update(assessmentAttempts).set(values).where(eq(assessmentAttempts.id, id)).returning();
  if (!row) throw new Error('attempt update returned nothing');
  return row;
}

export async function findOpenAttempt(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.status, 'IN_PROGRESS')))
    .limit(1);
  return row ?? null;
}

/** Every finished attempt of a talent (for the catalogue's best and latest results), newest first. */
export async function findFinishedAttempts(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), ne(assessmentAttempts.status, 'IN_PROGRESS')))
    .orderBy(desc(assessmentAttempts.endedAt), desc(assessmentAttempts.id));
}

/** Distinct talents with a finished attempt, per track and level. */
export async function countParticipants(db: DbOrTx) {
  return db
    .select({
      track: assessmentAttempts.track,
      level: assessmentAttempts.level,
      n: countDistinct(assessmentAttempts.userId),
    })
    .from(assessmentAttempts)
    .where(ne(assessmentAttempts.status, 'IN_PROGRESS'))
    .groupBy(assessmentAttempts.track, assessmentAttempts.level);
}

export async function findHistoryPage(
  db: DbOrTx,
  userId: number,
  opts: { page: number; size: number; track?: AssessmentTrack; level?: number },
) {
  const where = and(
    eq(assessmentAttempts.userId, userId),
    ne(assessmentAttempts.status, 'IN_PROGRESS'),
    opts.track ? eq(assessmentAttempts.track, opts.track) : undefined,
    opts.level ? eq(assessmentAttempts.level, opts.level) : undefined,
  );
  const rows = await db
    .select()
    .from(assessmentAttempts)
    .where(where)
    .orderBy(desc(assessmentAttempts.endedAt), desc(assessmentAttempts.id))
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(assessmentAttempts).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Claims open attempts whose time is over; rows locked by another instance are skipped. Call inside a transaction. */
export async function claimDueAttemptIds(db: DbOrTx, now: Date, limit: number) {
  const rows = await db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.status, 'IN_PROGRESS'), lte(assessmentAttempts.deadlineAt, now)))
    .orderBy(asc(assessmentAttempts.deadlineAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

export async function findDueAttemptOfUser(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.userId, userId),
        eq(assessmentAttempts.status, 'IN_PROGRESS'),
        lte(assessmentAttempts.deadlineAt, now),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The counted result (most recent by end time, ties by id) of each talent, track and level; SQL twin of the
 * contract's `countedResults`. Only what results show: not the per-question breakdown, which every card of a
 * candidate list or talent search parsed and dropped (decision 055).
 */
export async function findCountedResults(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([assessmentAttempts.userId, assessmentAttempts.track, assessmentAttempts.level], {
      id: assessmentAttempts.id,
      userId: assessmentAttempts.userId,
      track: assessmentAttempts.track,
      level: assessmentAttempts.level,
      obtainedScore: assessmentAttempts.obtainedScore,
      totalScore: assessmentAttempts.totalScore,
      isPublic: assessmentAttempts.isPublic,
      endedAt: assessmentAttempts.endedAt,
      deadlineAt: assessmentAttempts.deadlineAt,
    })
    .from(assessmentAttempts)
    .where(and(inArray(assessmentAttempts.userId, userIds), ne(assessmentAttempts.status, 'IN_PROGRESS')))
    .orderBy(
      assessmentAttempts.userId,
      assessmentAttempts.track,
      assessmentAttempts.level,
      desc(assessmentAttempts.endedAt),
      desc(assessmentAttempts.id),
    );
}

/** A counted result as countedResultsOf gives it (JSON: the dates are strings). */
export type CountedResultJson = {
  id: number;
  track: AssessmentTrack;
  level: number;
  obtainedScore: number | null;
  totalScore: number;
  isPublic: boolean;
  endedAt: string | null;
  deadlineAt: string;
};

/**
 * findCountedResults' rows of the talent in `userId` (a column of the caller's statement), by track and level, as a
 * JSON array: for a list that reads its cards in one statement (decision 055). The same rule: the latest finished
 * attempt of each track and level by end time, ties by id (hiring.candidates.page.test.ts compares both).
 */
export const countedResultsOf = (userId: AnyPgColumn) =>
  sql<CountedResultJson[]>`(select coalesce(json_agg(c order by c.track, c.level), '[]'::json) from (
    select distinct on (a.track, a.level) a.id, a.track, a.level, a.obtained_score as "obtainedScore",
      a.total_score as "totalScore", a.is_public as "isPublic", a.ended_at as "endedAt", a.deadline_at as "deadlineAt"
    from ${assessmentAttempts} a where a.user_id = ${userId} and a.status <> 'IN_PROGRESS'
    order by a.track, a.level, a.ended_at desc, a.id desc) c)`;

export async function findUserName(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/* ---------- additional assessment requests ---------- */

export async function insertAssessmentRequest(db: DbOrTx, values: typeof assessmentRequests.$inferInsert) {
  const [row] = await db.insert(assessmentRequests).values(values).returning();
  if (!row) throw new Error('assessment request insert returned nothing');
  return row;
}

export async function completeOpenRequests(
  db: DbOrTx,
  opts: { userId: number; track: AssessmentTrack; level: number; attemptId: number; at: Date },
) {
  await db
    .update(assessmentRequests)
    .set({ status: 'COMPLETED', completedAt: opts.at, completedAttemptId: opts.attemptId })
    .where(
      and(
        eq(assessmentRequests.talentUserId, opts.userId),
        eq(assessmentRequests.track, opts.track),
        eq(assessmentRequests.level, opts.level),
        eq(assessmentRequests.status, 'OPEN'),
      ),
    );
}

export async function findRequestPage(
  db: DbOrTx,
  userId: number,
  opts: { page: number; size: number; status?: 'OPEN' | 'COMPLETED' },
) {
  const where = and(
    eq(assessmentRequests.talentUserId, userId),
    opts.status ? eq(assessmentRequests.status, opts.status) : undefined,
  );
  const rows = await db
    .select({ request: assessmentRequests, companyName: organizations.name })
    .from(assessmentRequests)
    .innerJoin(organizations, eq(organizations.id, assessmentRequests.organizationId))
    .where(where)
    .orderBy(desc(assessmentRequests.createdAt), desc(assessmentRequests.id))
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(assessmentRequests).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
