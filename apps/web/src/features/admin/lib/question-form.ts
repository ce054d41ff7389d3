import type {
  AdminQuestion,
  QuestionCreateRequest,
  QuestionTypeValue,
  QuestionUpdateRequest,
} from '@app/contract/schemas/assessment';
import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';
import type { z } from 'zod';

export type OptionValues = { id: string; en: string; ko: string; correct: boolean };

/** The editor's values: options carry their "correct" mark; accepted answers are rows (react-hook-form arrays). */
export type QuestionFormValues = {
  track: AssessmentTrack;
  level: number;
  type: QuestionTypeValue;
  topic: string;
  points: number;
  prompt: { en: string; ko: string };
  code: string;
  options: OptionValues[];
  acceptedAnswers: { text: string }[];
};

export type EditorMode = 'create' | 'edit';

/** Every top-level field of the form, for placing the server's field errors. */
export const QUESTION_FORM_FIELDS = [
  'track',
  'level',
  'type',
  'topic',
  'points',
  'prompt',
  'code',
  'options',
  'correctOptionIds',
  'acceptedAnswers',
] as const;

export const isChoice = (type: QuestionTypeValue) => type !== 'SHORT_ANSWER';
/** One correct option (single choice, code reading) or one or more (multiple choice). */
export const isSingleKey = (type: QuestionTypeValue) => type === 'SINGLE_CHOICE' || type === 'CODE_READING';

const OPTION_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The first free option id (`a`, `b`, …), so new options never take an id the answer key already uses. */
export function nextOptionId(options: readonly { id: string }[]): string {
  const used = new Set(options.map((o) => o.id));
  for (const letter of OPTION_LETTERS) if (!used.has(letter)) return letter;
  let n = options.length + 1;
  while (used.has(`o${n}`)) n += 1;
  return `o${n}`;
}

export const emptyOption = (options: readonly { id: string }[]): OptionValues => ({
  id: nextOptionId(options),
  en: '',
  ko: '',
  correct: false,
});

/** A new question: the list's track and level when it is filtered by them, four empty options. */
export function emptyQuestionValues(
  defaults: { track?: AssessmentTrack | ''; level?: number } = {},
): QuestionFormValues {
  const options: OptionValues[] = [];
  for (let i = 0; i < 4; i += 1) options.push(emptyOption(options));
  return {
    track: defaults.track || 'FRONTEND',
    level: defaults.level || 1,
    type: 'SINGLE_CHOICE',
    topic: '',
    points: 1,
    prompt: { en: '', ko: '' },
    code: '',
    options,
    acceptedAnswers: [{ text: '' }],
  };
}

export function questionToValues(q: AdminQuestion): QuestionFormValues {
  return {
    track: q.track,
    level: q.level,
    type: q.type,
    topic: q.topic,
    points: q.points,
    prompt: { en: q.prompt.en, ko: q.prompt.ko },
    code: q.code ?? '',
    options: q.options.map((o) => ({ ...o, correct: q.correctOptionIds.includes(o.id) })),
    acceptedAnswers: q.acceptedAnswers.length > 0 ? q.acceptedAnswers.map((text) => ({ text })) : [{ text: '' }],
  };
}

/**
 * The request body of the form's values: a short answer sends accepted answers and no options; a choice question
 * sends its options and the ids marked correct, and no accepted answers (the hidden part is not sent).
 */
export function valuesToRequest(v: QuestionFormValues, mode: 'create'): QuestionCreateRequest;
export function valuesToRequest(v: QuestionFormValues, mode: 'edit'): QuestionUpdateRequest;
export function valuesToRequest(v: QuestionFormValues, mode: EditorMode): QuestionCreateRequest | QuestionUpdateRequest;
export function valuesToRequest(v: QuestionFormValues, mode: EditorMode) {
  const choice = isChoice(v.type);
  const content: QuestionUpdateRequest = {
    type: v.type,
    topic: v.topic,
    points: v.points,
    prompt: { en: v.prompt.en, ko: v.prompt.ko },
    code: v.code.trim() ? v.code : null,
    options: choice ? v.options.map((o) => ({ id: o.id, en: o.en, ko: o.ko })) : [],
    correctOptionIds: choice ? v.options.filter((o) => o.correct).map((o) => o.id) : [],
    acceptedAnswers: choice ? [] : v.acceptedAnswers.map((a) => a.text),
  };
  return mode === 'create' ? { track: v.track, level: v.level, ...content } : content;
}

/** `acceptedAnswers[0]` → `['acceptedAnswers', 0]`. */
export function pathOf(path: string): (string | number)[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A request path as a form path: accepted answers are rows (`acceptedAnswers.1` → `acceptedAnswers.1.text`). */
export function toFormIssuePath(path: readonly PropertyKey[]): (string | number)[] {
  const out = path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  return out[0] === 'acceptedAnswers' && out.length === 2 ? [...out, 'text'] : out;
}

/**
 * The contract's request schema behind the form's conversion, with the answer-key rule the server applies
 * (`questionDefinitionProblems`); problems come back on the form's own paths. Loaded with zod on first use.
 */
export const loadQuestionFormSchema = (mode: EditorMode) => () =>
  Promise.all([
    import('zod'),
    import('@app/contract/schemas/assessment'),
    import('@app/contract/rules/assessment-question'),
  ]).then(([{ z }, { QuestionCreateRequestSchema, QuestionUpdateRequestSchema }, { questionDefinitionProblems }]) => {
    const request = mode === 'create' ? QuestionCreateRequestSchema : QuestionUpdateRequestSchema;
    return z.custom<QuestionFormValues>().transform((values, ctx) => {
      const parsed = request.safeParse(valuesToRequest(values, mode));
      const issues = parsed.success
        ? questionDefinitionProblems(parsed.data).map((p) => ({ path: pathOf(p.path), message: p.key as string }))
        : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
      if (!parsed.success || issues.length > 0) {
        for (const issue of issues)
          ctx.addIssue({ code: 'custom', path: toFormIssuePath(issue.path), message: issue.message });
        return z.NEVER;
      }
      return parsed.data as QuestionCreateRequest | QuestionUpdateRequest;
    }) as unknown as z.ZodType<QuestionCreateRequest | QuestionUpdateRequest, QuestionFormValues>;
  });
