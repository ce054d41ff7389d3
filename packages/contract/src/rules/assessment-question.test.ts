import { describe, expect, it } from 'vitest';
import { type QuestionDefinition, questionDefinitionProblems } from './assessment-question';

const base: QuestionDefinition = {
  type: 'SINGLE_CHOICE',
  topic: 'html',
  points: 1,
  prompt: { en: 'Which element?', ko: '어떤 요소입니까?' },
  code: null,
  options: [
    { id: 'a', en: 'nav', ko: 'nav' },
    { id: 'b', en: 'div', ko: 'div' },
  ],
  correctOptionIds: ['a'],
  acceptedAnswers: [],
};

describe('questionDefinitionProblems', () => {
  it('accepts a valid single-choice question', () => {
    expect(questionDefinitionProblems(base)).toEqual([]);
  });
  it('needs exactly one key for single choice and code reading, with code for the latter', () => {
    expect(questionDefinitionProblems({ ...base, correctOptionIds: ['a', 'b'] })).toContainEqual({
      path: 'correctOptionIds',
      key: 'validation.invalid',
    });
    expect(questionDefinitionProblems({ ...base, type: 'CODE_READING' })).toContainEqual({
      path: 'code',
      key: 'validation.required',
    });
    expect(questionDefinitionProblems({ ...base, type: 'CODE_READING', code: 'let a = 1;' })).toEqual([]);
  });
  it('refuses keys outside the options and duplicate options', () => {
    expect(questionDefinitionProblems({ ...base, correctOptionIds: ['z'] })).not.toEqual([]);
    expect(
      questionDefinitionProblems({
        ...base,
        options: [
          { id: 'a', en: 'nav', ko: 'nav' },
          { id: 'a', en: 'div', ko: 'div' },
        ],
      }),
    ).not.toEqual([]);
    expect(
      questionDefinitionProblems({
        ...base,
        options: [
          { id: 'a', en: 'nav', ko: 'nav' },
          { id: 'b', en: 'nav ', ko: 'nav2' },
        ],
      }),
    ).not.toEqual([]);
  });
  it('allows several keys for multiple choice', () => {
    expect(questionDefinitionProblems({ ...base, type: 'MULTIPLE_CHOICE', correctOptionIds: ['a', 'b'] })).toEqual([]);
    expect(questionDefinitionProblems({ ...base, type: 'MULTIPLE_CHOICE', correctOptionIds: [] })).not.toEqual([]);
  });
  it('needs accepted answers and no options for short answers', () => {
    const short = { ...base, type: 'SHORT_ANSWER' as const, options: [], correctOptionIds: [] };
    expect(questionDefinitionProblems({ ...short, acceptedAnswers: ['404'] })).toEqual([]);
    expect(questionDefinitionProblems(short)).toContainEqual({ path: 'acceptedAnswers', key: 'validation.required' });
    expect(questionDefinitionProblems({ ...short, acceptedAnswers: ['  '] })).not.toEqual([]);
    expect(questionDefinitionProblems({ ...base, type: 'SHORT_ANSWER', acceptedAnswers: ['x'] })).not.toEqual([]);
  });
  it('needs both languages', () => {
    expect(questionDefinitionProblems({ ...base, prompt: { en: 'x', ko: ' ' } })).toContainEqual({
      path: 'prompt.ko',
      key: 'validation.required',
    });
  });
});
