import type { ApplicationStatus } from './application-state';

/*
 * The Fair Hiring Procedure Act's time limits (Arts. 8 and 11 and the decree), as the product applies them to every
 * company by default (decision 039).
 */

/** Art. 11: the window after the result in which documents are kept and may be asked back, in days. */
export const DOCUMENT_RETENTION_DAYS_MIN = 14;
export const DOCUMENT_RETENTION_DAYS_MAX = 180;
export const DOCUMENT_RETENTION_DAYS_DEFAULT = 30;
/** Art. 11: the employer answers a return or deletion request within this many days. */
export const DOCUMENT_REQUEST_ANSWER_DAYS = 14;
/** Art. 8: days after a stated date before the talent is told of the delay (the organization may choose). */
export const DELAY_GRACE_DAYS_DEFAULT = 7;
export const DELAY_GRACE_DAYS_MIN = 0;
export const DELAY_GRACE_DAYS_MAX = 60;

/** Live applications waiting for the company (no result yet): what closing a posting and a new schedule concern. */
export const UNDECIDED_STATUSES = [
  'APPLIED',
  'DOCUMENT_REVIEW',
  'INTERVIEW_PROPOSED',
  'INTERVIEW_SCHEDULED',
] as const satisfies readonly ApplicationStatus[];

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** The posting's stated dates (YYYY-MM-DD, read as the end of that day in Korea: 23:59:59 KST = 14:59:59 UTC). */
export type HiringSchedule = { documentsBy: string | null; interviewsBy: string | null; resultBy: string | null };
export const SCHEDULE_STAGES = ['DOCUMENTS', 'INTERVIEWS', 'RESULT'] as const;
export type ScheduleStage = (typeof SCHEDULE_STAGES)[number];

/** The end of a stated day, as an instant (the dates are stated for Korean applicants; KST has no daylight time). */
export function endOfStatedDay(date: string): Date {
  return new Date(`${date}T23:59:59.999+09:00`);
}

/**
 * The stated date an application in `status` is waiting on: the documents date until the company moves it past
 * review, then the interviews date until an offer or decision, then the result date. Null when the application has
 * ended or nothing is stated for its stage (a later stated date still counts: the result is always owed).
 */
export function pendingStage(
  status: ApplicationStatus,
  schedule: HiringSchedule,
): { stage: ScheduleStage; date: string } | null {
  const candidates: { stage: ScheduleStage; date: string | null }[] =
    status === 'APPLIED'
      ? [
          { stage: 'DOCUMENTS', date: schedule.documentsBy },
          { stage: 'INTERVIEWS', date: schedule.interviewsBy },
          { stage: 'RESULT', date: schedule.resultBy },
        ]
      : status === 'DOCUMENT_REVIEW' || status === 'INTERVIEW_PROPOSED' || status === 'INTERVIEW_SCHEDULED'
        ? [
            { stage: 'INTERVIEWS', date: status === 'DOCUMENT_REVIEW' ? schedule.interviewsBy : null },
            { stage: 'RESULT', date: schedule.resultBy },
          ]
        : [];
  const first = candidates.find((c) => c.date !== null);
  return first?.date ? { stage: first.stage, date: first.date } : null;
}

/** Overdue: the stated date of its stage has passed. */
export function overdueStage(status: ApplicationStatus, schedule: HiringSchedule, now: Date) {
  const pending = pendingStage(status, schedule);
  return pending && endOfStatedDay(pending.date) < now ? pending : null;
}

/** The talent is told once the stated date plus the grace period has passed. */
export function isDelayNoticeDue(status: ApplicationStatus, schedule: HiringSchedule, graceDays: number, now: Date) {
  const pending = pendingStage(status, schedule);
  return pending !== null && addDays(endOfStatedDay(pending.date), graceDays) < now;
}

/** Ended with a result the talent is owed (Art. 10); withdrawals are the talent's own act. */
export const RESULT_STATUSES = [
  'REJECTED',
  'CANCELLED',
  'OFFER_DECLINED',
  'HIRED',
] as const satisfies readonly ApplicationStatus[];

/** Unsuccessful: may ask for documents back (Art. 11). */
export function isUnsuccessful(status: ApplicationStatus) {
  return status === 'REJECTED' || status === 'CANCELLED';
}

/** When the retention window of a decided application ends. */
export function retentionEndsAt(decidedAt: Date, retentionDays: number) {
  return addDays(decidedAt, retentionDays);
}

export const DOCUMENT_REQUEST_KINDS = ['RETURN', 'DELETE'] as const;
export type DocumentRequestKind = (typeof DOCUMENT_REQUEST_KINDS)[number];

/** Why a talent may not ask for their documents now, or null when they may. */
export function documentRequestProblem(
  application: { status: ApplicationStatus; decidedAt: Date | null; anonymizedAt: Date | null },
  retentionDays: number,
  now: Date,
): 'APPLICATION_NOT_UNSUCCESSFUL' | 'RETENTION_WINDOW_ENDED' | null {
  if (!isUnsuccessful(application.status) || !application.decidedAt) return 'APPLICATION_NOT_UNSUCCESSFUL';
  if (application.anonymizedAt || retentionEndsAt(application.decidedAt, retentionDays) <= now) {
    return 'RETENTION_WINDOW_ENDED';
  }
  return null;
}
