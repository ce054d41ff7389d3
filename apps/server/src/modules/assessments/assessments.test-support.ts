import { eq, inArray } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { assessmentAttempts, assessmentQuestions } from '../../db/schema/assessments';

type Auth = { authorization: string };

/** The right answer body for each question of an attempt, read from the answer keys in the database. */
export async function correctAnswers(app: TestApp, questionIds: number[]) {
  const rows = await app.database.db
    .select()
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.id, questionIds));
  return new Map<number, object>(
    rows.map((q) => [
      q.id,
      q.type === 'SHORT_ANSWER'
        ? { text: ` ${(q.answerKey.acceptedAnswers[0] ?? '').toUpperCase()} ` }
        : { optionIds: q.answerKey.correctOptionIds },
    ]),
  );
}

/** A wrong answer body: another option, or a text no key accepts. */
export async function wrongAnswers(app: TestApp, questionIds: number[]) {
  const rows = await app.database.db
    .select()
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.id, questionIds));
  return new Map<number, object>(
    rows.map((q) => {
      if (q.type === 'SHORT_ANSWER') return [q.id, { text: 'definitely not it' }];
      const wrong = q.content.options.find((o) => !q.answerKey.correctOptionIds.includes(o.id));
      return [q.id, { optionIds: [wrong?.id ?? 'zz'] }];
    }),
  );
}

export async function startAttempt(app: TestApp, auth: Auth, assessmentId: number) {
  return app.inject({ method: 'POST', url: `/api/v1/skill-assessments/${assessmentId}/attempts`, headers: auth });
}

export async function saveAnswer(app: TestApp, auth: Auth, attemptId: number, questionId: number, payload: object) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/assessment-attempts/${attemptId}/answers/${questionId}`,
    headers: auth,
    payload,
  });
}

/** Moves an attempt's deadline (and start) into the past, as if its time had run out `secondsAgo` seconds ago. */
export async function expireAttempt(app: TestApp, attemptId: number, secondsAgo = 5) {
  const deadline = new Date(Date.now() - secondsAgo * 1000);
  await app.database.db
    .update(assessmentAttempts)
    .set({ deadlineAt: deadline, startedAt: new Date(deadline.getTime() - 15 * 60_000) })
    .where(eq(assessmentAttempts.id, attemptId));
  return deadline;
}

/** Moves a finished attempt's end into the past so the retake cooldown is over. */
export async function endLongAgo(app: TestApp, attemptId: number, hoursAgo = 25) {
  const ended = new Date(Date.now() - hoursAgo * 3600_000);
  await app.database.db
    .update(assessmentAttempts)
    .set({ endedAt: ended, startedAt: new Date(ended.getTime() - 60_000), deadlineAt: ended })
    .where(eq(assessmentAttempts.id, attemptId));
}

/** Every key anywhere in a JSON value. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}
