import type { Attempt, QuestionTypeValue, SaveAnswerRequest } from '@app/contract/schemas/assessment';

type Question = Attempt['questions'][number];
type SavedAnswer = Attempt['answers'][number]['answer'];

/** What the talent has entered for one question: chosen options, or the text of a short answer. */
export type AnswerValue = { kind: 'options'; optionIds: string[] } | { kind: 'text'; text: string };
export type AnswerMap = Record<number, AnswerValue>;

/** How saving one answer is going. */
export type SaveState = 'pending' | 'saving' | 'saved' | 'error';

export const isTextQuestion = (type: QuestionTypeValue) => type === 'SHORT_ANSWER';
export const isMultipleChoice = (type: QuestionTypeValue) => type === 'MULTIPLE_CHOICE';

/** The local value of an answer the server saved (an unknown shape for the question's type counts as none). */
export function answerFromSaved(type: QuestionTypeValue, saved: SavedAnswer | undefined): AnswerValue | null {
  if (!saved) return null;
  if (isTextQuestion(type)) return typeof saved.text === 'string' ? { kind: 'text', text: saved.text } : null;
  return Array.isArray(saved.optionIds) ? { kind: 'options', optionIds: [...saved.optionIds] } : null;
}

/** The answers the server holds for an attempt, by question id (the starting point after a reload). */
export function initialAnswers(attempt: Pick<Attempt, 'questions' | 'answers'>): AnswerMap {
  const types = new Map(attempt.questions.map((q) => [q.id, q.type]));
  const out: AnswerMap = {};
  for (const { questionId, answer } of attempt.answers) {
    const type = types.get(questionId);
    const value = type ? answerFromSaved(type, answer) : null;
    if (value) out[questionId] = value;
  }
  return out;
}

/** Whether a value counts as an answer (a blank text or no option is none). */
export function isAnswered(value: AnswerValue | undefined | null): boolean {
  if (!value) return false;
  return value.kind === 'text' ? value.text.trim().length > 0 : value.optionIds.length > 0;
}

/** The body of `PUT …/answers/{questionId}` for a value (an empty list or text clears the saved answer). */
export function toSaveRequest(value: AnswerValue): SaveAnswerRequest {
  return value.kind === 'text' ? { text: value.text } : { optionIds: value.optionIds };
}

/**
 * The options after the talent picks `optionId`: single choice (and code reading) keeps only it; multiple choice
 * toggles it, keeping the others in the order they were picked.
 */
export function pickOption(current: AnswerValue | undefined, optionId: string, multiple: boolean): AnswerValue {
  const ids = current?.kind === 'options' ? current.optionIds : [];
  if (!multiple) return { kind: 'options', optionIds: [optionId] };
  return {
    kind: 'options',
    optionIds: ids.includes(optionId) ? ids.filter((id) => id !== optionId) : [...ids, optionId],
  };
}

/** 1-based numbers of the questions without an answer, in the paper's order. */
export function unansweredNumbers(questions: readonly Pick<Question, 'id'>[], answers: AnswerMap): number[] {
  return questions.flatMap((q, i) => (isAnswered(answers[q.id]) ? [] : [i + 1]));
}

/** Index of the first question without an answer, or 0 when all are answered (where a fresh visit starts). */
export function firstUnansweredIndex(questions: readonly Pick<Question, 'id'>[], answers: AnswerMap): number {
  const index = questions.findIndex((q) => !isAnswered(answers[q.id]));
  return index === -1 ? 0 : index;
}

/** One word for the whole paper's saving: any error wins, then work in progress, then saved. */
export function overallSaveState(states: Record<number, SaveState>): SaveState | 'idle' {
  const values = Object.values(states);
  if (values.length === 0) return 'idle';
  if (values.includes('error')) return 'error';
  if (values.includes('saving') || values.includes('pending')) return 'saving';
  return 'saved';
}

/** The question index from the `?q=` search parameter (1-based), clamped to the paper; null when absent or bad. */
export function questionIndexFromParam(param: string | null, count: number): number | null {
  if (!param || !/^\d+$/.test(param) || count === 0) return null;
  return Math.min(count, Math.max(1, Number(param))) - 1;
}
