import { randomUUID } from 'node:crypto';
import { questionDefinitionProblems } from '@app/contract/rules/assessment-question';
import type { AdminQuestion, QuestionCreateRequest, QuestionUpdateRequest } from '@app/contract/schemas/assessment';
import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import {
  countQuestionUsage,
  findQuestion,
  findQuestionPage,
  insertQuestion,
  type QuestionRow,
  updateQuestion,
} from './assessments.queries';

function presentQuestion(row: QuestionRow, usageCount: number): AdminQuestion {
  return {
    id: row.id,
    key: row.key,
    version: row.version,
    status: row.status,
    origin: row.origin,
    track: row.track,
    level: row.level,
    type: row.type,
    topic: row.topic,
    points: row.points,
    prompt: row.content.prompt,
    code: row.content.code,
    options: row.content.options,
    correctOptionIds: row.answerKey.correctOptionIds,
    acceptedAnswers: row.answerKey.acceptedAnswers,
    usageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The content columns of a question, after checking its answer key (400 with the failing fields otherwise). */
function contentOf(input: QuestionUpdateRequest) {
  const problems = questionDefinitionProblems(input);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', 400, problems);
  return {
    type: input.type,
    topic: input.topic,
    points: input.points,
    content: {
      prompt: input.prompt,
      code: input.code?.trim() ? input.code : null,
      options: input.options.map((o) => ({ id: o.id, en: o.en, ko: o.ko })),
    },
    answerKey: { correctOptionIds: input.correctOptionIds, acceptedAnswers: input.acceptedAnswers },
  };
}

export async function listQuestions(
  deps: Deps,
  query: {
    page: number;
    size: number;
    track?: AssessmentTrack;
    level?: number;
    type?: QuestionRow['type'];
    status?: QuestionRow['status'];
  },
) {
  const { rows, total } = await findQuestionPage(deps.db, query);
  return {
    data: rows.map((r) => presentQuestion(r.question, r.usageCount)),
    pageNumber: query.page,
    last: query.page * query.size >= total,
    totalElementCount: total,
  };
}

/** A new ACTIVE question with a generated key (bank keys are reserved for the files). */
export async function createQuestion(deps: Deps, input: QuestionCreateRequest) {
  const row = await insertQuestion(deps.db, {
    ...contentOf(input),
    key: `admin-${input.track.toLowerCase()}-${input.level}-${randomUUID().slice(0, 8)}`,
    version: 1,
    track: input.track,
    level: input.level,
    status: 'ACTIVE',
    origin: 'ADMIN',
  });
  return presentQuestion(row, 0);
}

/**
 * Edits the ACTIVE version of a question. A version no attempt has drawn is changed in place (same id); a drawn
 * one is never changed, because past attempts and reports point at it: it becomes SUPERSEDED and the edit is saved
 * as the next version (a new id, same key), which later attempts draw. The question row is locked first; an attempt
 * drawing it at the same moment waits (its foreign key check), so "never drawn" stays true until the commit.
 */
export async function editQuestion(deps: Deps, id: number, input: QuestionUpdateRequest) {
  const values = contentOf(input);
  return deps.db.transaction(async (tx) => {
    const current = await findQuestion(tx, id, { lock: true });
    if (!current) throw notFound();
    if (current.status !== 'ACTIVE') throw new AppError('QUESTION_NOT_EDITABLE', 409);
    const usage = await countQuestionUsage(tx, id);
    if (usage === 0) return presentQuestion(await updateQuestion(tx, id, values), 0);
    await updateQuestion(tx, id, { status: 'SUPERSEDED' });
    const next = await insertQuestion(tx, {
      ...values,
      key: current.key,
      version: current.version + 1,
      track: current.track,
      level: current.level,
      status: 'ACTIVE',
      origin: current.origin,
      bankHash: current.bankHash,
    });
    return presentQuestion(next, 0);
  });
}

/** Stops drawing a question; attempts that drew it keep it in their reports. Retiring twice is harmless. */
export async function retireQuestion(deps: Deps, id: number) {
  return deps.db.transaction(async (tx) => {
    const current = await findQuestion(tx, id, { lock: true });
    if (!current) throw notFound();
    if (current.status === 'SUPERSEDED') throw new AppError('QUESTION_NOT_EDITABLE', 409);
    const row = current.status === 'RETIRED' ? current : await updateQuestion(tx, id, { status: 'RETIRED' });
    return presentQuestion(row, await countQuestionUsage(tx, id));
  });
}
