import { randomInt } from 'node:crypto';
import { ASSESSMENT_RETAKE_COOLDOWN_HOURS } from '@app/contract/limits';
import { type ScoringQuestion, scoreAttempt } from '@app/contract/rules/assessment-scoring';
import { drawQuestions } from '@app/contract/rules/shuffle';
import type { SaveAnswerRequest } from '@app/contract/schemas/assessment';
import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';
import type { Locale } from '@app/contract/schemas/common';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { StoredAnswer } from '../../db/schema/assessments';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { CATALOGUE, type CatalogueEntry, catalogueEntryById } from './assessments.catalogue';
import { presentAssessment, presentAttempt, remainingSeconds } from './assessments.presenter';
import {
  type AttemptQuestionRow,
  type AttemptRow,
  claimDueAttemptIds,
  completeOpenRequests,
  countParticipants,
  findActivePool,
  findAttempt,
  findAttemptQuestions,
  findDueAttemptOfUser,
  findFinishedAttempts,
  findOpenAttempt,
  insertAttempt,
  saveAnswer,
  saveQuestionResults,
  updateAttempt,
} from './assessments.queries';

const COOLDOWN_MS = ASSESSMENT_RETAKE_COOLDOWN_HOURS * 3600 * 1000;

function toScoringQuestion({ question }: AttemptQuestionRow): ScoringQuestion {
  return {
    id: question.id,
    type: question.type,
    topic: question.topic,
    points: question.points,
    correctOptionIds: question.answerKey.correctOptionIds,
    acceptedAnswers: question.answerKey.acceptedAnswers,
  };
}

/* ---------- ending attempts ---------- */

/**
 * Scores an open attempt from its saved answers and closes it, in the caller's transaction (the attempt row is
 * locked first, so a save, a submit and the sweep never interleave). Submitted in time: SUBMITTED, ended now; past the
 * deadline: TIMED_OUT, ended at the deadline. Completes the talent's open requests for that track and level.
 * A finished attempt is returned unchanged.
 */
export async function finishAttempt(tx: DbOrTx, attemptId: number, now: Date): Promise<AttemptRow | null> {
  const attempt = await findAttempt(tx, attemptId, { lock: true });
  if (attempt?.status !== 'IN_PROGRESS') return attempt;
  const slots = await findAttemptQuestions(tx, attemptId);
  const result = scoreAttempt(slots.map(toScoringQuestion), new Map(slots.map((s) => [s.question.id, s.slot.answer])));
  await saveQuestionResults(tx, attemptId, result.questions);
  const timedOut = now.getTime() >= attempt.deadlineAt.getTime();
  const endedAt = timedOut ? attempt.deadlineAt : now;
  const finished = await updateAttempt(tx, attemptId, {
    status: timedOut ? 'TIMED_OUT' : 'SUBMITTED',
    endedAt,
    earnedPoints: result.earnedPoints,
    maxPoints: result.maxPoints,
    obtainedScore: result.obtainedScore,
    totalScore: result.totalScore,
    passed: result.passed,
    breakdown: result.topics,
  });
  await completeOpenRequests(tx, {
    userId: attempt.userId,
    track: attempt.track,
    level: attempt.level,
    attemptId,
    at: endedAt,
  });
  return finished;
}

/** Ends the talent's open attempt if its time is over (reads call this, so a reload after the deadline sees a result). */
export async function finishDueAttemptOf(db: Db, userId: number, now = new Date()) {
  const id = await findDueAttemptOfUser(db, userId, now);
  if (id) await db.transaction((tx) => finishAttempt(tx, id, now));
}

/**
 * The periodic sweep: ends up to `limit` attempts past their deadline. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so several instances share the work and never score one attempt twice.
 */
export async function finishDueAttempts(db: Db, limit = 50, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await claimDueAttemptIds(tx, now, limit);
    for (const id of ids) await finishAttempt(tx, id, now);
    return ids.length;
  });
}

/** The caller's own attempt, or the same 404 whether it exists or not. */
export async function findOwnAttempt(db: DbOrTx, auth: AuthContext, attemptId: number) {
  const attempt = await findAttempt(db, attemptId);
  if (!attempt || attempt.userId !== auth.userId) throw notFound();
  return attempt;
}

/* ---------- catalogue ---------- */

function latestAndBest(results: AttemptRow[]) {
  // `results` come newest first (end time, then id), so the first is the counted one.
  const latest = results[0] ?? null;
  let best: AttemptRow | null = null;
  for (const r of results) if (!best || (r.obtainedScore ?? 0) > (best.obtainedScore ?? 0)) best = r;
  return { latest, best };
}

export async function listAssessments(
  deps: Deps,
  auth: AuthContext,
  locale: Locale,
  filter: { track?: AssessmentTrack; level?: number } = {},
) {
  const now = new Date();
  const participants = new Map(
    (await countParticipants(deps.db)).map((p) => [`${p.track}:${p.level}`, Number(p.n)] as const),
  );
  let finished: AttemptRow[] = [];
  let open: AttemptRow | null = null;
  if (auth.role === 'NORMAL') {
    await finishDueAttemptOf(deps.db, auth.userId, now);
    finished = await findFinishedAttempts(deps.db, auth.userId);
    open = await findOpenAttempt(deps.db, auth.userId);
  }
  const entries = CATALOGUE.filter(
    (e) => (!filter.track || e.track === filter.track) && (!filter.level || e.level === filter.level),
  );
  return entries.map((entry) => {
    const mine = finished.filter((r) => r.track === entry.track && r.level === entry.level);
    const { latest, best } = latestAndBest(mine);
    const availableAt = latest?.endedAt ? new Date(latest.endedAt.getTime() + COOLDOWN_MS) : null;
    return presentAssessment(entry, locale, {
      participants: participants.get(`${entry.track}:${entry.level}`) ?? 0,
      latest,
      best,
      inProgressAttemptId: open && open.track === entry.track && open.level === entry.level ? open.id : null,
      retakeAvailableAt: availableAt && availableAt > now ? availableAt : null,
    });
  });
}

export async function getAssessment(deps: Deps, auth: AuthContext, locale: Locale, assessmentId: number) {
  const entry = catalogueEntryById(assessmentId);
  if (!entry) throw notFound();
  const [item] = await listAssessments(deps, auth, locale, { track: entry.track, level: entry.level });
  if (!item) throw notFound();
  return item;
}

/* ---------- attempts ---------- */

async function assertNoCooldown(db: Db, userId: number, entry: CatalogueEntry, now: Date) {
  const latest = (await findFinishedAttempts(db, userId)).find(
    (r) => r.track === entry.track && r.level === entry.level,
  );
  if (!latest?.endedAt) return;
  const availableAt = new Date(latest.endedAt.getTime() + COOLDOWN_MS);
  if (availableAt <= now) return;
  throw new AppError('RETAKE_COOLDOWN', 409, undefined, {
    'Retry-After': String(Math.ceil((availableAt.getTime() - now.getTime()) / 1000)),
    'Retake-Available-At': availableAt.toISOString(),
  });
}

/**
 * Starts a timed attempt: one open attempt per talent (a partial unique index backs the check), none during the
 * retake cooldown after a finished attempt at the same track and level. The questions are drawn from the ACTIVE pool
 * with a fresh random seed stored on the attempt; the deadline is the server's start time plus the duration.
 */
export async function startAttempt(deps: Deps, auth: AuthContext, locale: Locale, assessmentId: number) {
  const entry = catalogueEntryById(assessmentId);
  if (!entry) throw notFound();
  const now = new Date();
  await finishDueAttemptOf(deps.db, auth.userId, now);
  if (await findOpenAttempt(deps.db, auth.userId)) throw new AppError('ATTEMPT_IN_PROGRESS', 409);
  await assertNoCooldown(deps.db, auth.userId, entry, now);
  const pool = await findActivePool(deps.db, entry.track, entry.level);
  if (pool.length === 0) throw new AppError('ASSESSMENT_UNAVAILABLE', 409);
  const seed = randomInt(0, 2 ** 31 - 1);
  const drawn = drawQuestions(pool, entry.questionCount, seed);
  let attemptId: number;
  try {
    const attempt = await deps.db.transaction((tx) =>
      insertAttempt(
        tx,
        {
          userId: auth.userId,
          track: entry.track,
          level: entry.level,
          seed,
          startedAt: now,
          deadlineAt: new Date(now.getTime() + entry.durationMinutes * 60_000),
        },
        drawn.map((q) => q.id),
      ),
    );
    attemptId = attempt.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ATTEMPT_IN_PROGRESS', 409);
    throw error;
  }
  return getAttempt(deps, auth, locale, attemptId);
}

/** The attempt with its questions (never their answer keys), saved answers and the time left. */
export async function getAttempt(deps: Deps, auth: AuthContext, locale: Locale, attemptId: number) {
  const now = new Date();
  let attempt = await findOwnAttempt(deps.db, auth, attemptId);
  if (attempt.status === 'IN_PROGRESS' && attempt.deadlineAt <= now) {
    attempt = (await deps.db.transaction((tx) => finishAttempt(tx, attemptId, now))) ?? attempt;
  }
  return presentAttempt(attempt, await findAttemptQuestions(deps.db, attemptId), locale, now);
}

const invalidAnswer = (path: string) => new AppError('VALIDATION_FAILED', 400, [{ path, key: 'validation.invalid' }]);

/** Checks an answer against its question's type and options; null clears the saved answer. */
function answerFor(slot: AttemptQuestionRow, body: SaveAnswerRequest): StoredAnswer | null {
  const { question } = slot;
  if (question.type === 'SHORT_ANSWER') {
    if (body.optionIds !== undefined || body.text === undefined) throw invalidAnswer('text');
    const text = body.text.trim();
    return text ? { text } : null;
  }
  if (body.text !== undefined || body.optionIds === undefined) throw invalidAnswer('optionIds');
  const ids = body.optionIds;
  const known = new Set(question.content.options.map((o) => o.id));
  if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) throw invalidAnswer('optionIds');
  if (question.type !== 'MULTIPLE_CHOICE' && ids.length > 1) throw invalidAnswer('optionIds');
  return ids.length > 0 ? { optionIds: ids } : null;
}

/**
 * Saves one answer while the attempt is open and its time is not over (by the server's clock). After the deadline
 * the attempt is scored from what was saved and the answer is refused with ATTEMPT_EXPIRED.
 */
export async function saveAttemptAnswer(
  deps: Deps,
  auth: AuthContext,
  attemptId: number,
  questionId: number,
  body: SaveAnswerRequest,
) {
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const attempt = await findAttempt(tx, attemptId, { lock: true });
    if (!attempt || attempt.userId !== auth.userId) throw notFound();
    if (attempt.status !== 'IN_PROGRESS') throw new AppError('ATTEMPT_FINISHED', 409);
    if (attempt.deadlineAt <= now) {
      await finishAttempt(tx, attemptId, now);
      return 'EXPIRED' as const;
    }
    const slot = (await findAttemptQuestions(tx, attemptId)).find((s) => s.question.id === questionId);
    if (!slot) throw notFound();
    await saveAnswer(tx, attemptId, questionId, answerFor(slot, body), now);
    return { questionId, answeredAt: now.toISOString(), remainingSeconds: remainingSeconds(attempt, now) };
  });
  if (outcome === 'EXPIRED') throw new AppError('ATTEMPT_EXPIRED', 409);
  return outcome;
}
