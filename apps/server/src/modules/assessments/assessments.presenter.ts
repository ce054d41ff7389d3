import { PASS_SCORE } from '@app/contract/limits';
import { shuffledOptionIds } from '@app/contract/rules/shuffle';
import type {
  Assessment,
  AssessmentEntry,
  AssessmentReport,
  Attempt,
  ResultSummary,
} from '@app/contract/schemas/assessment';
import type { Locale } from '@app/contract/schemas/common';
import {
  type CatalogueEntry,
  catalogueEntryOf,
  LEVEL_NAMES,
  reportUrlOf,
  TRACK_NAMES,
  topicName,
} from './assessments.catalogue';
import type { AttemptQuestionRow, AttemptRow } from './assessments.queries';

const iso = (d: Date) => d.toISOString();

/** Whole seconds left by the server's clock (rounded up, so 0 means the time is over). */
export function remainingSeconds(attempt: AttemptRow, now: Date) {
  if (attempt.status !== 'IN_PROGRESS') return 0;
  return Math.max(0, Math.ceil((attempt.deadlineAt.getTime() - now.getTime()) / 1000));
}

export function presentSummary(row: AttemptRow): ResultSummary {
  return {
    attemptId: row.id,
    obtainedScore: row.obtainedScore ?? 0,
    passed: row.passed ?? false,
    isPublic: row.isPublic,
    endedAt: iso(row.endedAt ?? row.deadlineAt),
    reportUrl: reportUrlOf(row.id),
  };
}

export function presentAssessment(
  entry: CatalogueEntry,
  locale: Locale,
  mine: {
    participants: number;
    latest: AttemptRow | null;
    best: AttemptRow | null;
    inProgressAttemptId: number | null;
    retakeAvailableAt: Date | null;
  },
): Assessment {
  return {
    id: entry.id,
    track: entry.track,
    level: entry.level,
    name: entry.name[locale],
    content: entry.description[locale],
    trackName: TRACK_NAMES[entry.track][locale],
    levelName: LEVEL_NAMES[entry.level][locale],
    names: entry.name,
    descriptions: entry.description,
    durationMinutes: entry.durationMinutes,
    questionCount: entry.questionCount,
    totalScore: 100,
    passScore: PASS_SCORE,
    participants: mine.participants,
    score: mine.latest?.obtainedScore ?? null,
    isPublic: mine.latest ? mine.latest.isPublic : null,
    resultUrl: mine.latest ? reportUrlOf(mine.latest.id) : null,
    best: mine.best ? presentSummary(mine.best) : null,
    latest: mine.latest ? presentSummary(mine.latest) : null,
    inProgressAttemptId: mine.inProgressAttemptId,
    retakeAvailableAt: mine.retakeAvailableAt ? iso(mine.retakeAvailableAt) : null,
  };
}

/** The spec's assessment entry for a finished attempt. */
export function presentEntry(row: AttemptRow, locale: Locale): AssessmentEntry {
  const entry = catalogueEntryOf(row.track, row.level);
  const score = row.obtainedScore ?? 0;
  return {
    id: row.id,
    assessmentId: entry.id,
    assessmentName: entry.name[locale],
    track: row.track,
    level: row.level,
    trackName: TRACK_NAMES[entry.track][locale],
    levelName: LEVEL_NAMES[entry.level][locale],
    totalScore: row.totalScore,
    obtainedScore: score,
    score,
    passed: row.passed ?? false,
    status: row.status,
    isPublic: row.isPublic,
    reportUrl: reportUrlOf(row.id),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt ?? row.deadlineAt),
  };
}

/** An attempt as its talent sees it: the paper in this attempt's order, never an answer key, and saved answers. */
export function presentAttempt(row: AttemptRow, slots: AttemptQuestionRow[], locale: Locale, now: Date): Attempt {
  const entry = catalogueEntryOf(row.track, row.level);
  return {
    id: row.id,
    assessmentId: entry.id,
    track: row.track,
    level: row.level,
    assessmentName: entry.name[locale],
    status: row.status,
    startedAt: iso(row.startedAt),
    deadlineAt: iso(row.deadlineAt),
    endedAt: row.endedAt ? iso(row.endedAt) : null,
    remainingSeconds: remainingSeconds(row, now),
    questions: slots.map(({ slot, question }) => {
      const byId = new Map(question.content.options.map((o) => [o.id, o]));
      const order = shuffledOptionIds([...byId.keys()], row.seed, question.id);
      return {
        id: question.id,
        position: slot.position,
        type: question.type,
        topic: question.topic,
        topicName: topicName(question.topic),
        points: question.points,
        prompt: question.content.prompt,
        code: question.content.code,
        options: order.flatMap((id) => {
          const o = byId.get(id);
          return o ? [{ id: o.id, text: { en: o.en, ko: o.ko } }] : [];
        }),
      };
    }),
    answers: slots.flatMap(({ slot }) =>
      slot.answer && slot.answeredAt
        ? [{ questionId: slot.questionId, answer: slot.answer, answeredAt: iso(slot.answeredAt) }]
        : [],
    ),
    reportUrl: row.status === 'IN_PROGRESS' ? null : reportUrlOf(row.id),
  };
}

export function presentReport(
  row: AttemptRow,
  locale: Locale,
  opts: {
    isCounted: boolean;
    candidate: { id: number; firstName: string; lastName: string };
    slots: AttemptQuestionRow[] | null;
  },
): AssessmentReport {
  return {
    ...presentEntry(row, locale),
    passScore: PASS_SCORE,
    earnedPoints: row.earnedPoints ?? 0,
    maxPoints: row.maxPoints ?? 0,
    isCounted: opts.isCounted,
    candidate: opts.candidate,
    topics: (row.breakdown ?? []).map((t) => ({ ...t, topicName: topicName(t.topic) })),
    questions:
      opts.slots?.map(({ slot, question }) => ({
        position: slot.position,
        topic: question.topic,
        type: question.type,
        prompt: question.content.prompt,
        points: question.points,
        earnedPoints: slot.earnedPoints ?? 0,
        isCorrect: slot.isCorrect ?? false,
        answered: slot.answer !== null,
      })) ?? null,
  };
}
