import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { assessmentAttempts } from '../../db/schema/assessments';
import { talentProfiles } from '../../db/schema/profiles';
import { syncQuestionBank } from './assessments.bank';
import { createAssessmentRequest } from './assessments.requests.service';
import { countedAssessmentsOf, passedAssessmentsOf } from './assessments.results.service';
import { finishDueAttempts } from './assessments.service';
import {
  correctAnswers,
  endLongAgo,
  expireAttempt,
  keysOf,
  saveAnswer,
  startAttempt,
  wrongAnswers,
} from './assessments.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
type AttemptPayload = {
  id: number;
  status: string;
  remainingSeconds: number;
  questions: { id: number; type: string; options: { id: string }[] }[];
  answers: { questionId: number }[];
};

const FRONTEND_1 = 1;
const BACKEND_2 = 5;
const DATA_1 = 10;

let app: TestApp;
let talent: User;
let other: User;
let company: User;
let admin: User;

beforeAll(async () => {
  app = await createTestApp();
  await syncQuestionBank(app.database.db);
  talent = await createVerifiedUser(app, { firstName: 'Taker' });
  other = await createVerifiedUser(app);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Assess Co' });
  admin = await createVerifiedUser(app);
  await makeAdmin(app, admin.id);
});
afterAll(() => app.cleanup());

async function answerAll(user: User, attempt: AttemptPayload, answers: Map<number, object>) {
  for (const q of attempt.questions) {
    const res = await saveAnswer(app, user.auth, attempt.id, q.id, answers.get(q.id) ?? {});
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('catalogue', () => {
  it('keeps the OpenAPI document buildable with the assessment schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/skill-assessments',
        '/api/v1/assessment-attempts/{attemptId}/answers/{questionId}',
        '/api/v1/admin/assessment-questions/{id}',
      ]),
    );
  });

  it('lists 5 tracks × 3 levels in the caller language, with participants and no results yet', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/skill-assessments',
      headers: { ...talent.auth, 'accept-language': 'ko' },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(15);
    expect(list[0]).toMatchObject({
      id: 1,
      track: 'FRONTEND',
      level: 1,
      trackName: '프론트엔드',
      durationMinutes: 15,
      questionCount: 10,
      participants: 0,
      score: null,
      best: null,
      latest: null,
      totalScore: 100,
      passScore: 70,
    });
    const one = await app.inject({ method: 'GET', url: '/api/v1/skill-assessments/5', headers: company.auth });
    expect(one.json().data).toMatchObject({ track: 'BACKEND', level: 2, name: 'Backend Level 2 · Intermediate' });
    const filtered = await app.inject({
      method: 'GET',
      url: '/api/v1/skill-assessments?track=DATA',
      headers: talent.auth,
    });
    expect(filtered.json().data).toHaveLength(3);
  });

  it('answers 404 for an unknown assessment, 400 for a bad id or filter, 401 when signed out', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/skill-assessments/99', headers: talent.auth })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/skill-assessments/x', headers: talent.auth })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/skill-assessments?level=7', headers: talent.auth })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v1/skill-assessments' })).statusCode).toBe(401);
  });
});

describe('taking an assessment', () => {
  let attempt: AttemptPayload;

  it('starts a timed attempt whose payload carries no answer key', async () => {
    const res = await startAttempt(app, talent.auth, FRONTEND_1);
    expect(res.statusCode, res.body).toBe(201);
    attempt = res.json().data;
    expect(attempt.status).toBe('IN_PROGRESS');
    expect(attempt.questions).toHaveLength(10);
    expect(attempt.remainingSeconds).toBeGreaterThan(14 * 60);
    expect(attempt.remainingSeconds).toBeLessThanOrEqual(15 * 60);
    expect(attempt.answers).toEqual([]);
    const keys = keysOf(attempt);
    expect(keys.filter((k) => /correct|accepted|answerkey/i.test(k))).toEqual([]);
    expect(keysOf(attempt.questions).filter((k) => /correct|answer/i.test(k))).toEqual([]);
    expect(res.body).not.toMatch(/correctOptionIds|acceptedAnswers|answerKey|isCorrect/);
  });

  it('refuses a second open attempt, even at another assessment, in the caller language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/skill-assessments/${DATA_1}/attempts`,
      headers: { ...talent.auth, 'accept-language': 'KO' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'ATTEMPT_IN_PROGRESS',
      message: expect.stringMatching(/진행 중인 평가/),
    });
  });

  it('enforces one open attempt per talent in the database too', async () => {
    const [row] = await app.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attempt.id));
    await expect(
      app.database.db.insert(assessmentAttempts).values({
        userId: talent.id,
        track: 'DATA',
        level: 1,
        seed: 1,
        deadlineAt: row?.deadlineAt ?? new Date(),
      }),
    ).rejects.toThrow();
  });

  it('saves answers, checks them against the question type, and resumes them on reload', async () => {
    const choice = attempt.questions.find((q) => q.type === 'SINGLE_CHOICE' || q.type === 'CODE_READING');
    const short = attempt.questions.find((q) => q.type === 'SHORT_ANSWER');
    if (!choice) throw new Error('no choice question drawn');
    const wrongShape = await saveAnswer(app, talent.auth, attempt.id, choice.id, { text: 'hello' });
    expect(wrongShape.statusCode).toBe(400);
    const unknownOption = await saveAnswer(app, talent.auth, attempt.id, choice.id, { optionIds: ['zz'] });
    expect(unknownOption.statusCode).toBe(400);
    const twoForSingle = choice.options.slice(0, 2).map((o) => o.id);
    expect((await saveAnswer(app, talent.auth, attempt.id, choice.id, { optionIds: twoForSingle })).statusCode).toBe(
      400,
    );
    const unknownField = await saveAnswer(app, talent.auth, attempt.id, choice.id, { optionIds: [], correct: true });
    expect(unknownField.statusCode).toBe(400);
    const notInAttempt = await saveAnswer(app, talent.auth, attempt.id, 999_999, { optionIds: ['a'] });
    expect(notInAttempt.statusCode).toBe(404);

    const saved = await saveAnswer(app, talent.auth, attempt.id, choice.id, { optionIds: [choice.options[0]?.id] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ questionId: choice.id, remainingSeconds: expect.any(Number) });
    if (short) expect((await saveAnswer(app, talent.auth, attempt.id, short.id, { text: ' x ' })).statusCode).toBe(200);

    const reload = await app.inject({
      method: 'GET',
      url: `/api/v1/assessment-attempts/${attempt.id}`,
      headers: talent.auth,
    });
    expect(reload.statusCode).toBe(200);
    const data = reload.json().data as AttemptPayload;
    expect(data.questions.map((q) => q.id)).toEqual(attempt.questions.map((q) => q.id));
    expect(data.questions.map((q) => q.options.map((o) => o.id))).toEqual(
      attempt.questions.map((q) => q.options.map((o) => o.id)),
    );
    expect(data.answers.map((a) => a.questionId)).toContain(choice.id);
  });

  it("hides another talent's attempt: 404 to read, answer or submit it", async () => {
    const q = attempt.questions[0];
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/assessment-attempts/${attempt.id}`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect((await saveAnswer(app, other.auth, attempt.id, q?.id ?? 1, { optionIds: ['a'] })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/assessment-attempts/${attempt.id}/submit`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/assessment-attempts/${attempt.id}`, headers: company.auth }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/assessment-attempts/424242', headers: talent.auth })).statusCode,
    ).toBe(404);
  });

  it('refuses the report before submission', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/assessment-attempts/${attempt.id}/report`,
      headers: talent.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('ATTEMPT_NOT_FINISHED');
  });

  it('scores the submission out of 100, passes it and breaks it down by topic', async () => {
    await answerAll(
      talent,
      attempt,
      await correctAnswers(
        app,
        attempt.questions.map((q) => q.id),
      ),
    );
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/assessment-attempts/${attempt.id}/submit`,
      headers: talent.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({
      id: attempt.id,
      assessmentId: FRONTEND_1,
      obtainedScore: 100,
      score: 100,
      totalScore: 100,
      passed: true,
      status: 'SUBMITTED',
      isPublic: false,
      isCounted: true,
      reportUrl: `/report/${attempt.id}`,
      candidate: { id: talent.id, firstName: 'Taker' },
    });
    expect(report.topics.length).toBeGreaterThan(1);
    expect(report.topics.reduce((n: number, t: { questionCount: number }) => n + t.questionCount, 0)).toBe(10);
    expect(report.questions).toHaveLength(10);
    expect(res.body).not.toMatch(/correctOptionIds|acceptedAnswers/);
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/assessment-attempts/${attempt.id}/submit`,
      headers: talent.auth,
    });
    expect(again.json().data.obtainedScore).toBe(100);
    const late = await saveAnswer(app, talent.auth, attempt.id, attempt.questions[0]?.id ?? 0, { optionIds: [] });
    expect(late.json().errorCode).toBe('ATTEMPT_FINISHED');
  });

  it('shows the result in the catalogue and the history, and counts the participant', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/skill-assessments', headers: talent.auth });
    const fe1 = list.json().data[0];
    expect(fe1).toMatchObject({ participants: 1, score: 100, isPublic: false, resultUrl: `/report/${attempt.id}` });
    expect(fe1.latest).toMatchObject({ attemptId: attempt.id, passed: true });
    expect(fe1.retakeAvailableAt).not.toBeNull();
    const history = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/assessments`,
      headers: talent.auth,
    });
    expect(history.json().data).toMatchObject({ pageNumber: 1, last: true, totalElementCount: 1 });
    expect(history.json().data.data[0]).toMatchObject({
      id: attempt.id,
      assessmentName: 'Frontend Level 1 · Fundamentals',
      trackName: 'Frontend',
      obtainedScore: 100,
      reportUrl: `/report/${attempt.id}`,
    });
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/users/${talent.id}/assessments`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/users/${talent.id}/assessments`, headers: company.auth }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a retake during the cooldown with the time it ends, and allows it after', async () => {
    const res = await startAttempt(app, talent.auth, FRONTEND_1);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('RETAKE_COOLDOWN');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(Date.parse(String(res.headers['retake-available-at']))).toBeGreaterThan(Date.now());
    await endLongAgo(app, attempt.id);
    const retake = await startAttempt(app, talent.auth, FRONTEND_1);
    expect(retake.statusCode).toBe(201);
    const second = retake.json().data as AttemptPayload;
    await answerAll(
      talent,
      second,
      await wrongAnswers(
        app,
        second.questions.map((q) => q.id),
      ),
    );
    const failed = await app.inject({
      method: 'POST',
      url: `/api/v1/assessment-attempts/${second.id}/submit`,
      headers: talent.auth,
    });
    expect(failed.json().data).toMatchObject({ obtainedScore: 0, passed: false, isCounted: true });
    // The newest result counts: the earlier 100 no longer makes it a pass.
    const passes = await passedAssessmentsOf(app.database.db, [talent.id], { publicOnly: false });
    expect(passes.get(talent.id)).toBeUndefined();
    const old = await app.inject({
      method: 'GET',
      url: `/api/v1/assessment-attempts/${attempt.id}/report`,
      headers: talent.auth,
    });
    expect(old.json().data).toMatchObject({ obtainedScore: 100, isCounted: false });
  });
});

describe('deadlines', () => {
  it('refuses an answer after the deadline and scores the attempt from its saved answers', async () => {
    const start = await startAttempt(app, other.auth, BACKEND_2);
    const attempt = start.json().data as AttemptPayload;
    const answers = await correctAnswers(
      app,
      attempt.questions.map((q) => q.id),
    );
    const first = attempt.questions[0];
    if (!first) throw new Error('no question');
    await saveAnswer(app, other.auth, attempt.id, first.id, answers.get(first.id) ?? {});
    const deadline = await expireAttempt(app, attempt.id);
    const late = await saveAnswer(app, other.auth, attempt.id, attempt.questions[1]?.id ?? 0, { optionIds: [] });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('ATTEMPT_EXPIRED');
    const read = await app.inject({
      method: 'GET',
      url: `/api/v1/assessment-attempts/${attempt.id}`,
      headers: other.auth,
    });
    expect(read.json().data).toMatchObject({
      status: 'TIMED_OUT',
      remainingSeconds: 0,
      endedAt: deadline.toISOString(),
    });
    const report = await app.inject({
      method: 'GET',
      url: `/api/v1/assessment-attempts/${attempt.id}/report`,
      headers: other.auth,
    });
    expect(report.json().data.earnedPoints).toBeGreaterThan(0);
    expect(report.json().data.passed).toBe(false);
  });

  it('auto-submits an expired attempt when it is next read', async () => {
    const user = await createVerifiedUser(app);
    const attempt = (await startAttempt(app, user.auth, DATA_1)).json().data as AttemptPayload;
    await expireAttempt(app, attempt.id);
    const read = await app.inject({
      method: 'GET',
      url: `/api/v1/assessment-attempts/${attempt.id}`,
      headers: user.auth,
    });
    expect(read.json().data).toMatchObject({ status: 'TIMED_OUT', reportUrl: `/report/${attempt.id}` });
    // Its end starts the cooldown, and a new attempt at another assessment may start.
    expect((await startAttempt(app, user.auth, DATA_1)).json().errorCode).toBe('RETAKE_COOLDOWN');
    expect((await startAttempt(app, user.auth, FRONTEND_1)).statusCode).toBe(201);
  });

  it('auto-submits expired attempts in the periodic sweep', async () => {
    const user = await createVerifiedUser(app);
    const attempt = (await startAttempt(app, user.auth, DATA_1)).json().data as AttemptPayload;
    expect(await finishDueAttempts(app.database.db)).toBe(0);
    await expireAttempt(app, attempt.id);
    expect(await finishDueAttempts(app.database.db)).toBe(1);
    const [row] = await app.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'TIMED_OUT', obtainedScore: 0, passed: false });
    expect(await finishDueAttempts(app.database.db)).toBe(0);
  });
});

describe('reports and visibility', () => {
  let attemptId: number;
  let owner: User;

  beforeAll(async () => {
    const user = await createVerifiedUser(app, { firstName: 'Shown' });
    const attempt = (await startAttempt(app, user.auth, BACKEND_2)).json().data as AttemptPayload;
    await answerAll(
      user,
      attempt,
      await correctAnswers(
        app,
        attempt.questions.map((q) => q.id),
      ),
    );
    await app.inject({ method: 'POST', url: `/api/v1/assessment-attempts/${attempt.id}/submit`, headers: user.auth });
    attemptId = attempt.id;
    owner = user;
  });

  it('hides a private report from companies, admins and other talents (404)', async () => {
    for (const viewer of [company, admin, other]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/assessment-attempts/${attemptId}/report`,
        headers: viewer.auth,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('shows it to companies once the talent makes it public, without the per-question detail', async () => {
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/v1/assessment-attempts/${attemptId}/visibility`,
          headers: other.auth,
          payload: { isPublic: true },
        })
      ).statusCode,
    ).toBe(404);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/v1/assessment-attempts/${attemptId}/visibility`,
      headers: owner.auth,
      payload: { isPublic: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data).toMatchObject({ id: attemptId, isPublic: true });
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/assessment-attempts/${attemptId}/report`,
      headers: { ...company.auth, 'accept-language': 'ko' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ obtainedScore: 100, passed: true, questions: null, trackName: '백엔드' });
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/assessment-attempts/${attemptId}/report`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    const passes = await passedAssessmentsOf(app.database.db, [owner.id, talent.id]);
    expect(passes.get(owner.id)).toEqual([
      expect.objectContaining({ attemptId, track: 'BACKEND', level: 2, obtainedScore: 100 }),
    ]);
    expect(passes.has(talent.id)).toBe(false);
    const counted = await countedAssessmentsOf(app.database.db, [talent.id], { publicOnly: false });
    expect(counted.get(talent.id)?.map((c) => c.track)).toEqual(['FRONTEND']);
  });

  it('hides it from companies, as the profile, once the talent hid their profile', async () => {
    const report = (viewer: User) =>
      app.inject({ method: 'GET', url: `/api/v1/assessment-attempts/${attemptId}/report`, headers: viewer.auth });
    await app.database.db
      .insert(talentProfiles)
      .values({ userId: owner.id, jobSeekingStatus: 'NOT_SEEKING', isJobOffersAcceptable: false });
    try {
      const hidden = await report(company);
      expect(hidden.statusCode).toBe(404);
      const missing = await app.inject({
        method: 'GET',
        url: '/api/v1/assessment-attempts/999999/report',
        headers: company.auth,
      });
      expect(hidden.body).toBe(missing.body);
      expect((await report(owner)).statusCode).toBe(200);
      expect((await report(admin)).statusCode).toBe(200);
    } finally {
      await app.database.db.delete(talentProfiles).where(eq(talentProfiles.userId, owner.id));
    }
    expect((await report(company)).statusCode).toBe(200);
  });

  it('validates the visibility body', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/assessment-attempts/${attemptId}/visibility`,
      headers: owner.auth,
      payload: { isPublic: 'yes', userId: 1 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('additional assessment requests', () => {
  it('lists open requests to their talent and completes them with an attempt at that track and level', async () => {
    const user = await createVerifiedUser(app);
    if (!company.companyId) throw new Error('company without organization');
    await createAssessmentRequest(app.database.db, {
      organizationId: company.companyId,
      talentUserId: user.id,
      track: 'MOBILE',
      level: 1,
      message: 'Please take Mobile level 1',
    });
    const url = `/api/v1/users/${user.id}/assessment-requests?status=OPEN`;
    const open = await app.inject({ method: 'GET', url, headers: user.auth });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ totalElementCount: 1 });
    expect(open.json().data.data[0]).toMatchObject({
      companyName: 'Assess Co',
      track: 'MOBILE',
      level: 1,
      assessmentId: 7,
      status: 'OPEN',
      message: 'Please take Mobile level 1',
    });
    expect((await app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(404);
    const attempt = (await startAttempt(app, user.auth, 7)).json().data as AttemptPayload;
    await app.inject({ method: 'POST', url: `/api/v1/assessment-attempts/${attempt.id}/submit`, headers: user.auth });
    expect((await app.inject({ method: 'GET', url, headers: user.auth })).json().data.totalElementCount).toBe(0);
    const all = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${user.id}/assessment-requests`,
      headers: user.auth,
    });
    expect(all.json().data.data[0]).toMatchObject({ status: 'COMPLETED', completedAttemptId: attempt.id });
  });
});
