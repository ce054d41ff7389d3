import { ASSESSMENT_QUESTIONS_PER_ATTEMPT } from '@app/contract/limits';
import { drawQuestions } from '@app/contract/rules/shuffle';
import type { AssessmentLevel, AssessmentTrack } from '@app/contract/schemas/assessment-track';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { organizations } from '../db/schema/organizations';
import { users } from '../db/schema/users';
import { syncQuestionBank } from '../modules/assessments/assessments.bank';
import { catalogueEntryOf } from '../modules/assessments/assessments.catalogue';
import {
  findActivePool,
  findAttemptQuestions,
  insertAttempt,
  saveAnswer,
  updateAttempt,
} from '../modules/assessments/assessments.queries';
import { createAssessmentRequest } from '../modules/assessments/assessments.requests.service';
import { finishAttempt } from '../modules/assessments/assessments.service';

type DemoAttempt = {
  track: AssessmentTrack;
  level: AssessmentLevel;
  /** How many of the 10 questions are answered correctly (points differ, so the score is near, not exactly, ×10). */
  correct: number;
  daysAgo: number;
  isPublic: boolean;
};

/** Finished attempts per demo talent: passes and fails, public and private, and one retake that now counts. */
const DEMO_ATTEMPTS: Record<string, DemoAttempt[]> = {
  'minji.kim@demo.talentbridge.dev': [
    { track: 'FRONTEND', level: 1, correct: 10, daysAgo: 40, isPublic: true },
    { track: 'FRONTEND', level: 2, correct: 8, daysAgo: 20, isPublic: true },
    { track: 'BACKEND', level: 1, correct: 4, daysAgo: 10, isPublic: false },
  ],
  'james.park@demo.talentbridge.dev': [
    { track: 'BACKEND', level: 1, correct: 9, daysAgo: 60, isPublic: true },
    { track: 'BACKEND', level: 2, correct: 5, daysAgo: 30, isPublic: false },
    { track: 'BACKEND', level: 2, correct: 9, daysAgo: 12, isPublic: true },
    { track: 'DEVOPS', level: 1, correct: 8, daysAgo: 5, isPublic: false },
  ],
  'seoyeon.lee@demo.talentbridge.dev': [
    { track: 'DATA', level: 1, correct: 9, daysAgo: 25, isPublic: true },
    { track: 'DATA', level: 2, correct: 5, daysAgo: 3, isPublic: true },
  ],
  'emily.nguyen@demo.talentbridge.dev': [{ track: 'MOBILE', level: 1, correct: 8, daysAgo: 15, isPublic: true }],
};

/**
 * Demo assessment history: loads the question bank, then gives the demo talents finished attempts (drawn with fixed
 * seeds, so every run is the same) and one open company request, so the catalogue shows participants and results.
 */
export async function seedAssessments(tx: Tx) {
  await syncQuestionBank(tx);
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_ATTEMPTS)));
  let seed = 1000;
  for (const { id: userId, email } of accounts) {
    for (const demo of DEMO_ATTEMPTS[email] ?? []) {
      seed += 1;
      const entry = catalogueEntryOf(demo.track, demo.level);
      const pool = await findActivePool(tx, demo.track, demo.level);
      const drawn = drawQuestions(pool, ASSESSMENT_QUESTIONS_PER_ATTEMPT, seed);
      const startedAt = new Date(Date.now() - demo.daysAgo * 86_400_000);
      const deadlineAt = new Date(startedAt.getTime() + entry.durationMinutes * 60_000);
      const attempt = await insertAttempt(
        tx,
        { userId, track: demo.track, level: demo.level, seed, startedAt, deadlineAt },
        drawn.map((q) => q.id),
      );
      const answeredAt = new Date(startedAt.getTime() + 60_000);
      for (const [i, { question }] of (await findAttemptQuestions(tx, attempt.id)).entries()) {
        const right = i < demo.correct;
        const key = question.answerKey;
        const wrongOption = question.content.options.find((o) => !key.correctOptionIds.includes(o.id))?.id;
        const answer =
          question.type === 'SHORT_ANSWER'
            ? { text: right ? (key.acceptedAnswers[0] ?? '') : 'not sure' }
            : { optionIds: right ? key.correctOptionIds : wrongOption ? [wrongOption] : [] };
        await saveAnswer(tx, attempt.id, question.id, answer, answeredAt);
      }
      await finishAttempt(tx, attempt.id, new Date(startedAt.getTime() + (entry.durationMinutes - 3) * 60_000));
      if (demo.isPublic) await updateAttempt(tx, attempt.id, { isPublic: true });
    }
  }
  const [seoyeon] = accounts.filter((a) => a.email === 'seoyeon.lee@demo.talentbridge.dev');
  const [org] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.name, ['누리소프트']));
  if (seoyeon && org) {
    await createAssessmentRequest(tx, {
      organizationId: org.id,
      talentUserId: seoyeon.id,
      track: 'DATA',
      level: 3,
      message: '데이터 분석가 포지션 검토를 위해 데이터 레벨 3 평가를 추가로 응시해 주세요.',
    });
  }
}
