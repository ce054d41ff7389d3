import { PASS_SCORE, TOTAL_SCORE_DEFAULT } from '../limits';

export type QuestionType = 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'SHORT_ANSWER' | 'CODE_READING';

/** What scoring needs to know about a question: its answer key, topic and points. */
export type ScoringQuestion = {
  id: number;
  type: QuestionType;
  topic: string;
  points: number;
  correctOptionIds: readonly string[];
  acceptedAnswers: readonly string[];
};

/** A saved answer: chosen option ids (choice and code-reading questions) or a text (short answers). */
export type GivenAnswer = { optionIds?: readonly string[]; text?: string } | null | undefined;

export type TopicResult = {
  topic: string;
  earnedPoints: number;
  maxPoints: number;
  correctCount: number;
  questionCount: number;
  /** The topic's share scaled to 100, rounded like the total. */
  score: number;
};

export type AttemptScore = {
  earnedPoints: number;
  maxPoints: number;
  obtainedScore: number;
  totalScore: number;
  passed: boolean;
  topics: TopicResult[];
  questions: { questionId: number; isCorrect: boolean; earnedPoints: number }[];
};

/**
 * Short answers compare after normalisation: Unicode NFKC (full-width letters and digits become ASCII), lower case,
 * and no whitespace at all, so "Box-Sizing", " box-sizing " and "ｂｏｘ－ｓｉｚｉｎｇ" all match "box-sizing".
 */
export function normaliseShortAnswer(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

/**
 * Whether an answer earns the question's points. Choice questions are all-or-nothing: the chosen set must equal the
 * key exactly (a multiple-choice answer with one wrong or one missing option earns nothing).
 */
export function isAnswerCorrect(question: ScoringQuestion, answer: GivenAnswer): boolean {
  if (!answer) return false;
  if (question.type === 'SHORT_ANSWER') {
    if (typeof answer.text !== 'string') return false;
    const given = normaliseShortAnswer(answer.text);
    return given.length > 0 && question.acceptedAnswers.some((a) => normaliseShortAnswer(a) === given);
  }
  const chosen = new Set(answer.optionIds ?? []);
  const key = new Set(question.correctOptionIds);
  if (chosen.size === 0 || chosen.size !== key.size) return false;
  for (const id of chosen) if (!key.has(id)) return false;
  return true;
}

/** `earned / max` scaled to `total` and rounded half up, in integers only (no floating-point surprises). */
export function scaleScore(earned: number, max: number, total = TOTAL_SCORE_DEFAULT): number {
  if (max <= 0) return 0;
  return Math.floor((2 * earned * total + max) / (2 * max));
}

export function isPassingScore(obtainedScore: number): boolean {
  return obtainedScore >= PASS_SCORE;
}

/**
 * Scores an attempt from its questions and saved answers. Pure and deterministic: the same inputs always give the
 * same result, so a stored attempt can be re-scored at any time. Topics come back in order of first appearance.
 */
export function scoreAttempt(
  questions: readonly ScoringQuestion[],
  answers: ReadonlyMap<number, GivenAnswer>,
): AttemptScore {
  const topics = new Map<string, TopicResult>();
  const perQuestion: AttemptScore['questions'] = [];
  let earnedPoints = 0;
  let maxPoints = 0;
  for (const question of questions) {
    const isCorrect = isAnswerCorrect(question, answers.get(question.id));
    const earned = isCorrect ? question.points : 0;
    earnedPoints += earned;
    maxPoints += question.points;
    perQuestion.push({ questionId: question.id, isCorrect, earnedPoints: earned });
    const topic = topics.get(question.topic) ?? {
      topic: question.topic,
      earnedPoints: 0,
      maxPoints: 0,
      correctCount: 0,
      questionCount: 0,
      score: 0,
    };
    topic.earnedPoints += earned;
    topic.maxPoints += question.points;
    topic.questionCount += 1;
    if (isCorrect) topic.correctCount += 1;
    topics.set(question.topic, topic);
  }
  const obtainedScore = scaleScore(earnedPoints, maxPoints);
  return {
    earnedPoints,
    maxPoints,
    obtainedScore,
    totalScore: TOTAL_SCORE_DEFAULT,
    passed: isPassingScore(obtainedScore),
    topics: [...topics.values()].map((t) => ({ ...t, score: scaleScore(t.earnedPoints, t.maxPoints) })),
    questions: perQuestion,
  };
}
