import { describe, expect, it } from 'vitest';
import {
  answerFromSaved,
  firstUnansweredIndex,
  initialAnswers,
  isAnswered,
  overallSaveState,
  pickOption,
  questionIndexFromParam,
  toSaveRequest,
  unansweredNumbers,
} from './answers';

const questions = [
  { id: 11, type: 'SINGLE_CHOICE' as const },
  { id: 12, type: 'MULTIPLE_CHOICE' as const },
  { id: 13, type: 'SHORT_ANSWER' as const },
  { id: 14, type: 'CODE_READING' as const },
];

describe('answers from the server', () => {
  it('maps saved answers by question id and type', () => {
    const answers = initialAnswers({
      questions: questions as never,
      answers: [
        { questionId: 11, answer: { optionIds: ['b'] }, answeredAt: '2025-01-01T00:00:00Z' },
        { questionId: 13, answer: { text: 'border-box' }, answeredAt: '2025-01-01T00:00:00Z' },
        { questionId: 99, answer: { optionIds: ['a'] }, answeredAt: '2025-01-01T00:00:00Z' },
      ],
    });
    expect(answers).toEqual({
      11: { kind: 'options', optionIds: ['b'] },
      13: { kind: 'text', text: 'border-box' },
    });
  });
  it('ignores a saved shape that does not fit the type', () => {
    expect(answerFromSaved('SHORT_ANSWER', { optionIds: ['a'] })).toBeNull();
    expect(answerFromSaved('SINGLE_CHOICE', { text: 'x' })).toBeNull();
    expect(answerFromSaved('SINGLE_CHOICE', undefined)).toBeNull();
  });
});

describe('answer state', () => {
  it('treats blank text and no option as unanswered', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ kind: 'text', text: '  ' })).toBe(false);
    expect(isAnswered({ kind: 'options', optionIds: [] })).toBe(false);
    expect(isAnswered({ kind: 'options', optionIds: ['a'] })).toBe(true);
  });
  it('builds the request body', () => {
    expect(toSaveRequest({ kind: 'text', text: 'object' })).toEqual({ text: 'object' });
    expect(toSaveRequest({ kind: 'options', optionIds: ['a', 'c'] })).toEqual({ optionIds: ['a', 'c'] });
  });
  it('replaces a single choice and toggles multiple choices', () => {
    expect(pickOption({ kind: 'options', optionIds: ['a'] }, 'b', false)).toEqual({
      kind: 'options',
      optionIds: ['b'],
    });
    const once = pickOption(undefined, 'a', true);
    const twice = pickOption(once, 'c', true);
    expect(twice).toEqual({ kind: 'options', optionIds: ['a', 'c'] });
    expect(pickOption(twice, 'a', true)).toEqual({ kind: 'options', optionIds: ['c'] });
  });
  it('lists unanswered questions by number and finds where to resume', () => {
    const answers = { 11: { kind: 'options' as const, optionIds: ['a'] }, 13: { kind: 'text' as const, text: '' } };
    expect(unansweredNumbers(questions, answers)).toEqual([2, 3, 4]);
    expect(firstUnansweredIndex(questions, answers)).toBe(1);
    const all = Object.fromEntries(questions.map((q) => [q.id, { kind: 'options' as const, optionIds: ['a'] }]));
    expect(firstUnansweredIndex(questions, all)).toBe(0);
  });
  it('sums up saving: errors first, then work in progress', () => {
    expect(overallSaveState({})).toBe('idle');
    expect(overallSaveState({ 1: 'saved', 2: 'saved' })).toBe('saved');
    expect(overallSaveState({ 1: 'saved', 2: 'pending' })).toBe('saving');
    expect(overallSaveState({ 1: 'saving', 2: 'error' })).toBe('error');
  });
  it('reads the question number from the URL', () => {
    expect(questionIndexFromParam(null, 10)).toBeNull();
    expect(questionIndexFromParam('x', 10)).toBeNull();
    expect(questionIndexFromParam('3', 10)).toBe(2);
    expect(questionIndexFromParam('0', 10)).toBe(0);
    expect(questionIndexFromParam('42', 10)).toBe(9);
    expect(questionIndexFromParam('3', 0)).toBeNull();
  });
});
