import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAnswerCorrect,
  isPassingScore,
  normaliseShortAnswer,
  type ScoringQuestion,
  scaleScore,
  scoreAttempt,
} from './assessment-scoring';

const single = (id: number, topic = 'html', points = 1): ScoringQuestion => ({
  id,
  type: 'SINGLE_CHOICE',
  topic,
  points,
  correctOptionIds: ['b'],
  acceptedAnswers: [],
});
const multiple: ScoringQuestion = {
  id: 10,
  type: 'MULTIPLE_CHOICE',
  topic: 'css',
  points: 2,
  correctOptionIds: ['a', 'c'],
  acceptedAnswers: [],
};
const short: ScoringQuestion = {
  id: 20,
  type: 'SHORT_ANSWER',
  topic: 'css',
  points: 2,
  correctOptionIds: [],
  acceptedAnswers: ['box-sizing', 'Box Sizing'],
};

describe('normaliseShortAnswer', () => {
  it('ignores case, every kind of space and full-width forms', () => {
    expect(normaliseShortAnswer('  Box-Sizing ')).toBe('box-sizing');
    expect(normaliseShortAnswer('box -\tsizing\n')).toBe('box-sizing');
    expect(normaliseShortAnswer('ｂｏｘ－ｓｉｚｉｎｇ')).toBe('box-sizing');
    expect(normaliseShortAnswer('4 0 4')).toBe('404');
  });
});

describe('isAnswerCorrect', () => {
  it('accepts the exact choice only', () => {
    expect(isAnswerCorrect(single(1), { optionIds: ['b'] })).toBe(true);
    expect(isAnswerCorrect(single(1), { optionIds: ['a'] })).toBe(false);
    expect(isAnswerCorrect(single(1), { optionIds: ['a', 'b'] })).toBe(false);
    expect(isAnswerCorrect(single(1), null)).toBe(false);
    expect(isAnswerCorrect(single(1), { optionIds: [] })).toBe(false);
  });
  it('scores multiple choice all or nothing, in any order', () => {
    expect(isAnswerCorrect(multiple, { optionIds: ['c', 'a'] })).toBe(true);
    expect(isAnswerCorrect(multiple, { optionIds: ['a'] })).toBe(false);
    expect(isAnswerCorrect(multiple, { optionIds: ['a', 'b', 'c'] })).toBe(false);
    expect(isAnswerCorrect(multiple, { optionIds: ['a', 'a'] })).toBe(false);
  });
  it('matches short answers after normalisation, never an empty one', () => {
    expect(isAnswerCorrect(short, { text: 'BOX-SIZING' })).toBe(true);
    expect(isAnswerCorrect(short, { text: 'boxsizing' })).toBe(true);
    expect(isAnswerCorrect(short, { text: 'box sizing!' })).toBe(false);
    expect(isAnswerCorrect(short, { text: '   ' })).toBe(false);
    expect(isAnswerCorrect(short, { optionIds: ['a'] })).toBe(false);
  });
});

describe('scaleScore', () => {
  it('rounds half up in integers', () => {
    expect(scaleScore(7, 10)).toBe(70);
    expect(scaleScore(2, 3)).toBe(67);
    expect(scaleScore(1, 3)).toBe(33);
    expect(scaleScore(1, 8)).toBe(13); // 12.5 rounds up
    expect(scaleScore(0, 0)).toBe(0);
    expect(scaleScore(5, 5)).toBe(100);
  });
  it('stays within 0..100 and grows with the earned points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 500 }), (max, e) => {
        const earned = Math.min(e, max);
        const s = scaleScore(earned, max);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
        if (earned < max) expect(scaleScore(earned + 1, max)).toBeGreaterThanOrEqual(s);
      }),
    );
  });
});

describe('isPassingScore', () => {
  it('passes at 70 and above only', () => {
    expect(isPassingScore(69)).toBe(false);
    expect(isPassingScore(70)).toBe(true);
    expect(isPassingScore(100)).toBe(true);
  });
});

describe('scoreAttempt', () => {
  it('sums points, scales to 100, passes at 70 and breaks down by topic', () => {
    const questions = [single(1), single(2), single(3, 'js', 3), multiple, short];
    const answers = new Map([
      [1, { optionIds: ['b'] }],
      [2, { optionIds: ['c'] }],
      [3, { optionIds: ['b'] }],
      [10, { optionIds: ['a', 'c'] }],
      [20, { text: 'box sizing' }],
    ]);
    const result = scoreAttempt(questions, answers);
    expect(result.earnedPoints).toBe(8);
    expect(result.maxPoints).toBe(9);
    expect(result.obtainedScore).toBe(89);
    expect(result.totalScore).toBe(100);
    expect(result.passed).toBe(true);
    expect(result.topics).toEqual([
      { topic: 'html', earnedPoints: 1, maxPoints: 2, correctCount: 1, questionCount: 2, score: 50 },
      { topic: 'js', earnedPoints: 3, maxPoints: 3, correctCount: 1, questionCount: 1, score: 100 },
      { topic: 'css', earnedPoints: 4, maxPoints: 4, correctCount: 2, questionCount: 2, score: 100 },
    ]);
    expect(result.questions.find((q) => q.questionId === 2)).toEqual({
      questionId: 2,
      isCorrect: false,
      earnedPoints: 0,
    });
  });

  it('fails with no answers and is deterministic', () => {
    const questions = [single(1), multiple];
    const empty = scoreAttempt(questions, new Map());
    expect(empty.obtainedScore).toBe(0);
    expect(empty.passed).toBe(false);
    expect(scoreAttempt(questions, new Map([[1, { optionIds: ['b'] }]]))).toEqual(
      scoreAttempt(questions, new Map([[1, { optionIds: ['b'] }]])),
    );
  });

  it('scores 69 as a fail and 70 as a pass', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => single(i + 1));
    const answersFor = (n: number) => new Map(hundred.slice(0, n).map((q) => [q.id, { optionIds: ['b'] }]));
    expect(scoreAttempt(hundred, answersFor(69)).passed).toBe(false);
    expect(scoreAttempt(hundred, answersFor(70)).passed).toBe(true);
  });
});
