import { isPassingScore } from '@app/contract/rules/assessment-scoring';
import type { AssessmentLevel, AssessmentTrack } from '@app/contract/schemas/assessment-track';
import type { Locale } from '@app/contract/schemas/common';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { findVisibleTalent } from '../profiles/profiles.service';
import { catalogueEntryOf, LEVEL_NAMES, reportUrlOf, TRACK_NAMES } from './assessments.catalogue';
import { presentEntry, presentReport } from './assessments.presenter';
import {
  type CountedResultJson,
  countedResultsOf,
  findAttempt,
  findAttemptQuestions,
  findCountedResults,
  findHistoryPage,
  findUserName,
  updateAttempt,
} from './assessments.queries';
import { findOwnAttempt, finishAttempt, finishDueAttemptOf } from './assessments.service';

/* Results: reports, visibility, history, and the counted results other areas show and filter by. */

/**
 * The report of a finished attempt. Its talent always sees it (with how each question went); companies and admins
 * only when the talent made it public, else the same 404 as for a missing attempt. A company also gets that 404 once
 * the talent hid their profile, as for the profile itself.
 */
export async function getReport(deps: Deps, auth: AuthContext, locale: Locale, attemptId: number) {
  const isOwner = auth.role === 'NORMAL';
  let attempt = await findAttempt(deps.db, attemptId);
  if (!attempt) throw notFound();
  if (isOwner && attempt.userId !== auth.userId) throw notFound();
  if (!isOwner && (!attempt.isPublic || attempt.status === 'IN_PROGRESS')) throw notFound();
  if (auth.role === 'ORGANIZATION') await findVisibleTalent(deps.db, attempt.userId);
  if (attempt.status === 'IN_PROGRESS') {
    const now = new Date();
    if (attempt.deadlineAt > now) throw new AppError('ATTEMPT_NOT_FINISHED', 409);
    attempt = (await deps.db.transaction((tx) => finishAttempt(tx, attemptId, now))) ?? attempt;
  }
  const candidate = await findUserName(deps.db, attempt.userId);
  if (!candidate || candidate.status === 'DELETED') throw notFound();
  const counted = await findCountedResults(deps.db, [attempt.userId]);
  const isCounted = counted.some((c) => c.id === attempt.id);
  return presentReport(attempt, locale, {
    isCounted,
    candidate: { id: candidate.id, firstName: candidate.firstName, lastName: candidate.lastName },
    slots: isOwner ? await findAttemptQuestions(deps.db, attemptId) : null,
  });
}

/** Scores the attempt now (or returns its result if it was already finished) and gives the report. */
export async function submitAttempt(deps: Deps, auth: AuthContext, locale: Locale, attemptId: number) {
  await findOwnAttempt(deps.db, auth, attemptId);
  await deps.db.transaction((tx) => finishAttempt(tx, attemptId, new Date()));
  return getReport(deps, auth, locale, attemptId);
}

/** The talent chooses whether companies may see a finished result. */
export async function setResultVisibility(
  deps: Deps,
  auth: AuthContext,
  locale: Locale,
  attemptId: number,
  isPublic: boolean,
) {
  const attempt = await findOwnAttempt(deps.db, auth, attemptId);
  if (attempt.status === 'IN_PROGRESS') throw new AppError('ATTEMPT_NOT_FINISHED', 409);
  return presentEntry(await updateAttempt(deps.db, attemptId, { isPublic }), locale);
}

/** The talent's finished attempts, newest first (owner only). */
export async function listHistory(
  deps: Deps,
  auth: AuthContext,
  locale: Locale,
  userId: number,
  query: { page: number; size: number; track?: AssessmentTrack; level?: number },
) {
  if (auth.userId !== userId) throw notFound();
  await finishDueAttemptOf(deps.db, userId);
  const { rows, total } = await findHistoryPage(deps.db, userId, query);
  return {
    data: rows.map((row) => presentEntry(row, locale)),
    pageNumber: query.page,
    last: query.page * query.size >= total,
    totalElementCount: total,
  };
}

export type CountedAssessment = {
  attemptId: number;
  track: AssessmentTrack;
  level: AssessmentLevel;
  obtainedScore: number;
  totalScore: number;
  passed: boolean;
  isPublic: boolean;
  endedAt: Date;
  reportUrl: string;
};

type CountedOptions = { publicOnly?: boolean; passedOnly?: boolean };
type CountedRow = Omit<CountedResultJson, 'endedAt' | 'deadlineAt'> & { endedAt: Date | null; deadlineAt: Date };

/** A counted result as other areas show it, or null when `publicOnly` / `passedOnly` leave it out. */
function presentCounted(row: CountedRow, { publicOnly = true, passedOnly = false }: CountedOptions) {
  const score = row.obtainedScore ?? 0;
  const passed = isPassingScore(score);
  if ((publicOnly && !row.isPublic) || (passedOnly && !passed)) return null;
  const item: CountedAssessment = {
    attemptId: row.id,
    track: row.track,
    level: row.level as AssessmentLevel,
    obtainedScore: score,
    totalScore: row.totalScore,
    passed,
    isPublic: row.isPublic,
    endedAt: row.endedAt ?? row.deadlineAt,
    reportUrl: reportUrlOf(row.id),
  };
  return item;
}

/**
 * For postings, candidates and talent search: the counted result (latest by end time) of each talent per track and
 * level, by user id. `publicOnly` (default) keeps only results the talent made public; `passedOnly` keeps only passes
 * (a counted result of at least 70). A talent without any is absent from the map.
 */
export async function countedAssessmentsOf(
  db: DbOrTx,
  userIds: number[],
  opts: CountedOptions = {},
): Promise<Map<number, CountedAssessment[]>> {
  const out = new Map<number, CountedAssessment[]>();
  for (const row of await findCountedResults(db, [...new Set(userIds)])) {
    const item = presentCounted(row, opts);
    if (item) out.set(row.userId, [...(out.get(row.userId) ?? []), item]);
  }
  return out;
}

/** The counted results of one talent, read in the caller's statement with `countedResultsColumn`. */
export function countedAssessmentsFromColumn(rows: CountedResultJson[], opts: CountedOptions = {}) {
  return rows.flatMap((r) => {
    const item = presentCounted(
      { ...r, endedAt: r.endedAt === null ? null : new Date(r.endedAt), deadlineAt: new Date(r.deadlineAt) },
      opts,
    );
    return item ? [item] : [];
  });
}

export type { CountedResultJson };

/** Each row's talent's counted results as JSON, for a caller's statement (see countedResultsOf). */
export const countedResultsColumn = countedResultsOf;

/** The counted, public passes of each talent: what "passed assessment X" means for companies. */
export function passedAssessmentsOf(db: DbOrTx, userIds: number[], opts: { publicOnly?: boolean } = {}) {
  return countedAssessmentsOf(db, userIds, { publicOnly: opts.publicOnly ?? true, passedOnly: true });
}

/** An assessment's names in the reader's language, for cards and previews in other areas. */
export function assessmentNamesOf(track: AssessmentTrack, level: number, locale: Locale) {
  return {
    assessmentName: catalogueEntryOf(track, level).name[locale],
    trackName: TRACK_NAMES[track][locale],
    levelName: LEVEL_NAMES[level as AssessmentLevel]?.[locale] ?? String(level),
  };
}
