import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { assessmentAttemptQuestions, assessmentAttempts, assessmentQuestions } from '../../db/schema/assessments';
import { loadBank, syncQuestionBank } from './assessments.bank';
import { findActivePool } from './assessments.queries';
import { startAttempt } from './assessments.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let admin: User;
let talent: User;
let company: User;

const BASE = '/api/v1/admin/assessment-questions';
const validQuestion = {
  track: 'DEVOPS',
  level: 1,
  type: 'SINGLE_CHOICE',
  topic: 'linux',
  points: 1,
  prompt: {
    en: 'Which command shows disk usage per file system?',
    ko: '파일 시스템별 디스크 사용량을 보여 주는 명령은 무엇입니까?',
  },
  options: [
    { id: 'a', en: 'df -h', ko: 'df -h' },
    { id: 'b', en: 'ps aux', ko: 'ps aux' },
  ],
  correctOptionIds: ['a'],
};

beforeAll(async () => {
  app = await createTestApp();
  await syncQuestionBank(app.database.db);
  admin = await createVerifiedUser(app);
  await makeAdmin(app, admin.id);
  talent = await createVerifiedUser(app);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
});
afterAll(() => app.cleanup());

describe('loading the bank', () => {
  it('loads every question once and is safe to run again', async () => {
    const count = async () =>
      (await app.database.db.select({ id: assessmentQuestions.id }).from(assessmentQuestions)).length;
    const before = await count();
    expect(before).toBe(loadBank().length);
    expect(await syncQuestionBank(app.database.db)).toEqual({ inserted: 0, updated: 0 });
    expect(await count()).toBe(before);
  });

  it('applies a changed file entry as a new version when the old one was drawn, keeping the old one', async () => {
    const bank = loadBank();
    const user = await createVerifiedUser(app);
    const attempt = (await startAttempt(app, user.auth, 1)).json().data as { id: number; questions: { id: number }[] };
    const [drawn] = await app.database.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.id, attempt.questions[0]?.id ?? 0));
    if (!drawn) throw new Error('no drawn question');
    const changed = bank.map((q) => (q.key === drawn.key ? { ...q, points: 3, hash: 'changed' } : q));
    expect(await syncQuestionBank(app.database.db, changed)).toEqual({ inserted: 0, updated: 1 });
    const versions = await app.database.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.key, drawn.key));
    expect(versions.map((v) => [v.version, v.status, v.points]).sort()).toEqual([
      [1, 'SUPERSEDED', drawn.points],
      [2, 'ACTIVE', 3],
    ]);
    // The attempt still shows the version it drew.
    const read = await app.inject({
      method: 'GET',
      url: `/api/v1/assessment-attempts/${attempt.id}`,
      headers: user.auth,
    });
    expect(read.json().data.questions.map((q: { id: number }) => q.id)).toContain(drawn.id);
  });
});

describe('admin question bank', () => {
  it('is for administrators only', async () => {
    for (const user of [talent, company]) {
      expect((await app.inject({ method: 'GET', url: BASE, headers: user.auth })).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'POST', url: BASE, headers: user.auth, payload: validQuestion })).statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ method: 'PUT', url: `${BASE}/1`, headers: user.auth, payload: validQuestion })).statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'POST', url: `${BASE}/1/retire`, headers: user.auth })).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('lists questions with answer keys, filtered by track, level and status', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}?track=FRONTEND&level=2&status=ACTIVE&size=100`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.totalElementCount).toBe(15);
    expect(page.data[0]).toMatchObject({ track: 'FRONTEND', level: 2, status: 'ACTIVE', origin: 'BANK', version: 1 });
    expect(page.data[0]).toHaveProperty('correctOptionIds');
    expect((await app.inject({ method: 'GET', url: `${BASE}?status=GONE`, headers: admin.auth })).statusCode).toBe(400);
  });

  it('filters by question type and pages the list', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}?track=FRONTEND&level=1&type=SHORT_ANSWER&status=ACTIVE&size=100`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.totalElementCount).toBeGreaterThan(0);
    expect(page.data.every((q: { type: string }) => q.type === 'SHORT_ANSWER')).toBe(true);
    expect(page.data.every((q: { acceptedAnswers: string[] }) => q.acceptedAnswers.length > 0)).toBe(true);

    const first = (
      await app.inject({ method: 'GET', url: `${BASE}?track=FRONTEND&level=3&size=10`, headers: admin.auth })
    ).json().data;
    const second = (
      await app.inject({ method: 'GET', url: `${BASE}?track=FRONTEND&level=3&size=10&page=2`, headers: admin.auth })
    ).json().data;
    expect(first).toMatchObject({ pageNumber: 1, last: false, totalElementCount: 15 });
    expect(second).toMatchObject({ pageNumber: 2, last: true });
    expect(second.data).toHaveLength(5);
    const ids = new Set([...first.data, ...second.data].map((q: { id: number }) => q.id));
    expect(ids.size).toBe(15);

    for (const bad of ['type=ESSAY', 'level=4', 'track=COBOL', 'size=0', 'page=0', 'unknown=1']) {
      const refused = await app.inject({ method: 'GET', url: `${BASE}?${bad}`, headers: admin.auth });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().errorCode, bad).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses invalid questions with the failing fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ prompt: { en: '  ', ko: '문항' } }, 'prompt.en'],
      [{ type: 'ESSAY' }, 'type'],
      [{ level: 4 }, 'level'],
      [{ points: 0 }, 'points'],
      [{ topic: 'Not A Slug' }, 'topic'],
      [{ options: [{ id: 'a', en: 'df -h', ko: 'df -h' }], correctOptionIds: ['a'] }, 'options'],
      [{ correctOptionIds: ['z'] }, 'correctOptionIds'],
      [{ type: 'CODE_READING', code: null }, 'code'],
      [{ type: 'MULTIPLE_CHOICE', correctOptionIds: [] }, 'correctOptionIds'],
      [{ type: 'SHORT_ANSWER', acceptedAnswers: [] }, 'options'],
      [{ type: 'SHORT_ANSWER', options: [], correctOptionIds: [], acceptedAnswers: [] }, 'acceptedAnswers'],
      [{ code: 'x'.repeat(4001) }, 'code'],
    ];
    for (const [change, path] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: BASE,
        headers: admin.auth,
        payload: { ...validQuestion, ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      expect(
        res.json().fields.map((f: { path: string }) => f.path),
        JSON.stringify(change),
      ).toContain(path);
    }
    // An edit cannot move a question to another track or level.
    const created = (
      await app.inject({ method: 'POST', url: BASE, headers: admin.auth, payload: validQuestion })
    ).json().data;
    const moved = await app.inject({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      headers: admin.auth,
      payload: { ...validQuestion, track: 'FRONTEND' },
    });
    expect(moved.statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: `${BASE}/abc`, headers: admin.auth, payload: {} })).statusCode).toBe(
      400,
    );
  });

  it('creates a question, refusing an invalid answer key with the failing fields (in Korean when asked)', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...admin.auth, 'accept-language': 'ko' },
      payload: { ...validQuestion, correctOptionIds: ['a', 'b'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '입력 내용을 확인해 주세요.',
      fields: [expect.objectContaining({ path: 'correctOptionIds' })],
    });
    const unknown = await app.inject({
      method: 'POST',
      url: BASE,
      headers: admin.auth,
      payload: { ...validQuestion, status: 'RETIRED' },
    });
    expect(unknown.statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url: BASE, headers: admin.auth, payload: validQuestion });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ origin: 'ADMIN', status: 'ACTIVE', version: 1, usageCount: 0, code: null });
    expect(res.json().data.key).toMatch(/^admin-devops-1-/);
  });

  it('edits an unused question in place and a used one as a new version', async () => {
    const created = (
      await app.inject({ method: 'POST', url: BASE, headers: admin.auth, payload: validQuestion })
    ).json().data;
    const { track: _t, level: _l, ...content } = validQuestion;
    const inPlace = await app.inject({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      headers: admin.auth,
      payload: { ...content, points: 2 },
    });
    expect(inPlace.json().data).toMatchObject({ id: created.id, version: 1, points: 2 });

    const [used] = await app.database.db
      .select()
      .from(assessmentQuestions)
      .where(and(eq(assessmentQuestions.key, 'be1-01'), eq(assessmentQuestions.status, 'ACTIVE')));
    const user = await createVerifiedUser(app);
    // An attempt that drew be1-01 (inserted directly, so the test does not depend on the seeded draw).
    const [attempt] = await app.database.db
      .insert(assessmentAttempts)
      .values({ userId: user.id, track: 'BACKEND', level: 1, seed: 7, deadlineAt: new Date(Date.now() + 60_000) })
      .returning();
    await app.database.db
      .insert(assessmentAttemptQuestions)
      .values({ attemptId: attempt?.id ?? 0, position: 1, questionId: used?.id ?? 0 });

    const edit = await app.inject({
      method: 'PUT',
      url: `${BASE}/${used?.id}`,
      headers: admin.auth,
      payload: { ...content, topic: 'http', prompt: { en: 'Edited prompt?', ko: '수정된 문항입니까?' } },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ key: 'be1-01', version: 2, status: 'ACTIVE', origin: 'BANK' });
    expect(edit.json().data.id).not.toBe(used?.id);
    const old = await app.database.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.id, used?.id ?? 0));
    expect(old[0]).toMatchObject({ status: 'SUPERSEDED', version: 1 });
    const again = await app.inject({
      method: 'PUT',
      url: `${BASE}/${used?.id}`,
      headers: admin.auth,
      payload: content,
    });
    expect(again.json().errorCode).toBe('QUESTION_NOT_EDITABLE');
    // The admin's edit survives a restart: the file entry did not change.
    await syncQuestionBank(app.database.db);
    const heads = await app.database.db
      .select()
      .from(assessmentQuestions)
      .where(and(eq(assessmentQuestions.key, 'be1-01'), eq(assessmentQuestions.status, 'ACTIVE')));
    expect(heads).toHaveLength(1);
    expect(heads[0]?.content.prompt.en).toBe('Edited prompt?');
  });

  it('retires a question so it is no longer drawn, and answers 404 for unknown ids', async () => {
    const created = (
      await app.inject({ method: 'POST', url: BASE, headers: admin.auth, payload: validQuestion })
    ).json().data;
    const res = await app.inject({ method: 'POST', url: `${BASE}/${created.id}/retire`, headers: admin.auth });
    expect(res.json().data).toMatchObject({ id: created.id, status: 'RETIRED' });
    const pool = await findActivePool(app.database.db, 'DEVOPS', 1);
    expect(pool.map((p) => p.id)).not.toContain(created.id);
    expect(
      (await app.inject({ method: 'POST', url: `${BASE}/${created.id}/retire`, headers: admin.auth })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'POST', url: `${BASE}/999999/retire`, headers: admin.auth })).statusCode).toBe(
      404,
    );
    const { track: _t, level: _l, ...content } = validQuestion;
    expect(
      (await app.inject({ method: 'PUT', url: `${BASE}/999999`, headers: admin.auth, payload: content })).statusCode,
    ).toBe(404);
  });

  it('refuses to edit a retired question, which keeps its content for past reports', async () => {
    const created = (
      await app.inject({ method: 'POST', url: BASE, headers: admin.auth, payload: validQuestion })
    ).json().data;
    await app.inject({ method: 'POST', url: `${BASE}/${created.id}/retire`, headers: admin.auth });
    const { track: _t, level: _l, ...content } = validQuestion;
    const edit = await app.inject({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      headers: { ...admin.auth, 'accept-language': 'ko' },
      payload: { ...content, prompt: { en: 'Changed?', ko: '바뀌었나요?' } },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      errorCode: 'QUESTION_NOT_EDITABLE',
      message: '활성 상태인 문항의 최신 버전만 수정할 수 있습니다.',
    });
    const [row] = await app.database.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.id, created.id));
    expect(row).toMatchObject({ status: 'RETIRED', version: 1 });
    expect(row?.content.prompt.en).toBe(validQuestion.prompt.en);
    const listed = (
      await app.inject({
        method: 'GET',
        url: `${BASE}?track=DEVOPS&level=1&status=RETIRED&size=100`,
        headers: admin.auth,
      })
    ).json().data;
    expect(listed.data.map((q: { id: number }) => q.id)).toContain(created.id);
  });

  it('refuses to retire a superseded version', async () => {
    const [superseded] = await app.database.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.status, 'SUPERSEDED'));
    expect(superseded).toBeDefined();
    const res = await app.inject({ method: 'POST', url: `${BASE}/${superseded?.id}/retire`, headers: admin.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('QUESTION_NOT_EDITABLE');
  });
});
