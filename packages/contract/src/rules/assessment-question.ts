import type { QuestionType } from './assessment-scoring';
import { normaliseShortAnswer } from './assessment-scoring';

/** A question's content as the bank files and the admin console define it. */
export type QuestionDefinition = {
  type: QuestionType;
  topic: string;
  points: number;
  prompt: { en: string; ko: string };
  code: string | null;
  options: readonly { id: string; en: string; ko: string }[];
  correctOptionIds: readonly string[];
  acceptedAnswers: readonly string[];
};

export type DefinitionProblem = { path: string; key: 'validation.invalid' | 'validation.required' };

/**
 * What makes an answer key valid, beyond field shapes: choice questions have 2+ options with unique ids and texts
 * (per language; case counts, as code output may differ only by case) and a key among them (exactly one for single choice and code reading, at least one for multiple
 * choice); code reading has code; short answers have accepted answers that stay non-empty after normalisation and
 * no options. An empty list means the definition is valid.
 */
export function questionDefinitionProblems(q: QuestionDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const invalid = (path: string) => problems.push({ path, key: 'validation.invalid' });
  if (!q.prompt.en.trim()) problems.push({ path: 'prompt.en', key: 'validation.required' });
  if (!q.prompt.ko.trim()) problems.push({ path: 'prompt.ko', key: 'validation.required' });
  if (q.type === 'SHORT_ANSWER') {
    if (q.options.length > 0) invalid('options');
    if (q.correctOptionIds.length > 0) invalid('correctOptionIds');
    if (q.acceptedAnswers.length === 0) problems.push({ path: 'acceptedAnswers', key: 'validation.required' });
    q.acceptedAnswers.forEach((a, i) => {
      if (!normaliseShortAnswer(a)) invalid(`acceptedAnswers[${i}]`);
    });
    return problems;
  }
  if (q.acceptedAnswers.length > 0) invalid('acceptedAnswers');
  if (q.type === 'CODE_READING' && !q.code?.trim()) problems.push({ path: 'code', key: 'validation.required' });
  if (q.options.length < 2) invalid('options');
  const ids = q.options.map((o) => o.id);
  if (new Set(ids).size !== ids.length) invalid('options');
  for (const lang of ['en', 'ko'] as const) {
    const texts = q.options.map((o) => o[lang].trim());
    if (texts.some((t) => !t) || new Set(texts).size !== texts.length) invalid('options');
  }
  const key = q.correctOptionIds;
  if (new Set(key).size !== key.length || key.some((id) => !ids.includes(id))) invalid('correctOptionIds');
  const single = q.type === 'SINGLE_CHOICE' || q.type === 'CODE_READING';
  if (single ? key.length !== 1 : key.length < 1) invalid('correctOptionIds');
  return [...new Map(problems.map((p) => [`${p.path}|${p.key}`, p])).values()];
}
