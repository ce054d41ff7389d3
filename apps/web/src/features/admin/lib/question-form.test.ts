import type { AdminQuestion } from '@app/contract/schemas/assessment';
import { describe, expect, it } from 'vitest';
import {
  emptyQuestionValues,
  loadQuestionFormSchema,
  nextOptionId,
  pathOf,
  type QuestionFormValues,
  questionToValues,
  valuesToRequest,
} from './question-form';

const question: AdminQuestion = {
  id: 7,
  key: 'fe1-01',
  version: 2,
  status: 'ACTIVE',
  origin: 'BANK',
  track: 'FRONTEND',
  level: 1,
  type: 'MULTIPLE_CHOICE',
  topic: 'html',
  points: 2,
  prompt: { en: 'Which are block elements?', ko: '블록 요소는 무엇입니까?' },
  code: null,
  options: [
    { id: 'a', en: 'div', ko: 'div' },
    { id: 'b', en: 'span', ko: 'span' },
    { id: 'c', en: 'p', ko: 'p' },
  ],
  correctOptionIds: ['a', 'c'],
  acceptedAnswers: [],
  usageCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const filled = (change: Partial<QuestionFormValues> = {}): QuestionFormValues => ({
  ...emptyQuestionValues({ track: 'DEVOPS', level: 3 }),
  topic: 'linux',
  prompt: { en: 'Which command lists files?', ko: '파일 목록을 보여 주는 명령은?' },
  options: [
    { id: 'a', en: 'ls', ko: 'ls', correct: true },
    { id: 'b', en: 'cd', ko: 'cd', correct: false },
  ],
  ...change,
});

async function validate(values: QuestionFormValues, mode: 'create' | 'edit' = 'create') {
  const schema = await loadQuestionFormSchema(mode)();
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true as const, data: result.data, paths: [] }
    : { ok: false as const, paths: result.error.issues.map((i) => i.path.join('.')) };
}

describe('question editor values', () => {
  it('starts a new question with the filtered track and level and four empty options', () => {
    const values = emptyQuestionValues({ track: 'DATA', level: 2 });
    expect(values).toMatchObject({ track: 'DATA', level: 2, type: 'SINGLE_CHOICE', points: 1 });
    expect(values.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(emptyQuestionValues()).toMatchObject({ track: 'FRONTEND', level: 1 });
  });

  it('round-trips a question: the answer key becomes marks on the options and back', () => {
    const values = questionToValues(question);
    expect(values.options.map((o) => o.correct)).toEqual([true, false, true]);
    expect(valuesToRequest(values, 'edit')).toEqual({
      type: 'MULTIPLE_CHOICE',
      topic: 'html',
      points: 2,
      prompt: question.prompt,
      code: null,
      options: question.options,
      correctOptionIds: ['a', 'c'],
      acceptedAnswers: [],
    });
    expect(valuesToRequest(values, 'create')).toMatchObject({ track: 'FRONTEND', level: 1 });
  });

  it('sends only the part of the current type', () => {
    const short = valuesToRequest(
      filled({ type: 'SHORT_ANSWER', acceptedAnswers: [{ text: 'ls' }, { text: 'ls -a' }], code: '  ' }),
      'create',
    );
    expect(short).toMatchObject({ options: [], correctOptionIds: [], acceptedAnswers: ['ls', 'ls -a'], code: null });
  });

  it('gives new options free ids', () => {
    expect(nextOptionId([{ id: 'a' }, { id: 'c' }])).toBe('b');
    expect(nextOptionId([...'abcdefghijklmnopqrstuvwxyz'].map((id) => ({ id })))).toBe('o27');
    expect(pathOf('acceptedAnswers[1]')).toEqual(['acceptedAnswers', 1]);
    expect(pathOf('prompt.en')).toEqual(['prompt', 'en']);
  });
});

describe('question editor validation (the contract schema and answer-key rule)', () => {
  it('accepts a valid question', async () => {
    const result = await validate(filled());
    expect(result.ok).toBe(true);
    expect(result.ok && result.data).toMatchObject({ track: 'DEVOPS', level: 3, correctOptionIds: ['a'] });
    expect((await validate(filled(), 'edit')).ok).toBe(true);
  });

  it('places each problem on its field', async () => {
    expect((await validate(filled({ prompt: { en: '', ko: '' } }))).paths).toEqual(
      expect.arrayContaining(['prompt.en', 'prompt.ko']),
    );
    expect((await validate(filled({ topic: 'Has Spaces' }))).paths).toContain('topic');
    expect((await validate(filled({ points: 9 }))).paths).toContain('points');
    const noKey = filled();
    noKey.options = noKey.options.map((o) => ({ ...o, correct: false }));
    expect((await validate(noKey)).paths).toContain('correctOptionIds');
    const twoKeys = filled();
    twoKeys.options = twoKeys.options.map((o) => ({ ...o, correct: true }));
    expect((await validate(twoKeys)).paths).toContain('correctOptionIds');
    expect((await validate({ ...twoKeys, type: 'MULTIPLE_CHOICE' })).ok).toBe(true);
    expect((await validate(filled({ type: 'CODE_READING' }))).paths).toContain('code');
    const sameText = filled();
    sameText.options = sameText.options.map((o) => ({ ...o, en: 'ls' }));
    expect((await validate(sameText)).paths).toContain('options');
    expect(
      (await validate(filled({ type: 'SHORT_ANSWER', acceptedAnswers: [{ text: 'ls' }, { text: ' ' }] }))).paths,
    ).toContain('acceptedAnswers.1.text');
  });
});
