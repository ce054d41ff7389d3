import { describe, expect, it } from 'vitest';
import { FairHiringSettingsSchema } from '../schemas/fair-hiring';
import { PostingStatusQuerySchema, postingScheduleFields, scheduleOrderIssues } from '../schemas/posting-fair-hiring';
import type { ApplicationStatus } from './application-state';
import {
  addDays,
  DELAY_GRACE_DAYS_DEFAULT,
  DOCUMENT_REQUEST_ANSWER_DAYS,
  DOCUMENT_RETENTION_DAYS_DEFAULT,
  documentRequestProblem,
  endOfStatedDay,
  type HiringSchedule,
  isDelayNoticeDue,
  isUnsuccessful,
  overdueStage,
  pendingStage,
  RESULT_STATUSES,
  retentionEndsAt,
} from './fair-hiring';

const retention = postingScheduleFields.documentRetentionDays;
const schedule = (s: Partial<HiringSchedule> = {}): HiringSchedule => ({
  documentsBy: null,
  interviewsBy: null,
  resultBy: null,
  ...s,
});
const full = schedule({ documentsBy: '2026-03-10', interviewsBy: '2026-03-20', resultBy: '2026-03-31' });

describe('document retention window (Art. 11)', () => {
  it('is 14 to 180 days, 30 when the company states none', () => {
    expect(DOCUMENT_RETENTION_DAYS_DEFAULT).toBe(30);
    expect(retention.parse(undefined)).toBe(30);
    for (const days of [14, 30, 180]) expect(retention.parse(days)).toBe(days);
    for (const days of [13, 181, 0, -1, 30.5]) expect(retention.safeParse(days).success, String(days)).toBe(false);
    expect(retention.safeParse('30').success).toBe(false);
  });

  it('ends that many whole days after the result', () => {
    const decidedAt = new Date('2026-01-31T15:00:00Z');
    expect(retentionEndsAt(decidedAt, 30).toISOString()).toBe('2026-03-02T15:00:00.000Z');
    expect(retentionEndsAt(decidedAt, 14).toISOString()).toBe('2026-02-14T15:00:00.000Z');
    expect(addDays(decidedAt, -1).toISOString()).toBe('2026-01-30T15:00:00.000Z');
  });

  it('lets an unsuccessful talent ask for their documents only within the window', () => {
    const decidedAt = new Date('2026-01-01T00:00:00Z');
    const rejected = { status: 'REJECTED' as const, decidedAt, anonymizedAt: null };
    expect(documentRequestProblem(rejected, 30, addDays(decidedAt, 29))).toBeNull();
    expect(documentRequestProblem({ ...rejected, status: 'CANCELLED' }, 30, addDays(decidedAt, 1))).toBeNull();
    // The window's last instant is already outside it.
    expect(documentRequestProblem(rejected, 30, addDays(decidedAt, 30))).toBe('RETENTION_WINDOW_ENDED');
    expect(documentRequestProblem({ ...rejected, anonymizedAt: decidedAt }, 30, decidedAt)).toBe(
      'RETENTION_WINDOW_ENDED',
    );
    for (const status of ['APPLIED', 'HIRED', 'OFFER_DECLINED', 'WITHDRAWN'] as ApplicationStatus[]) {
      expect(documentRequestProblem({ ...rejected, status }, 30, decidedAt), status).toBe(
        'APPLICATION_NOT_UNSUCCESSFUL',
      );
    }
    expect(documentRequestProblem({ ...rejected, decidedAt: null }, 30, decidedAt)).toBe(
      'APPLICATION_NOT_UNSUCCESSFUL',
    );
    expect(DOCUMENT_REQUEST_ANSWER_DAYS).toBe(14);
  });

  it('counts rejected and cancelled as unsuccessful; every ending but a withdrawal is owed a result', () => {
    expect(isUnsuccessful('REJECTED')).toBe(true);
    expect(isUnsuccessful('CANCELLED')).toBe(true);
    expect(isUnsuccessful('OFFER_DECLINED')).toBe(false);
    expect(isUnsuccessful('HIRED')).toBe(false);
    expect([...RESULT_STATUSES]).toEqual(['REJECTED', 'CANCELLED', 'OFFER_DECLINED', 'HIRED']);
  });
});

describe('stated schedule (Art. 8)', () => {
  it('reads a stated date as the end of that day in Korea', () => {
    expect(endOfStatedDay('2026-03-10').toISOString()).toBe('2026-03-10T14:59:59.999Z');
  });

  it('waits on the first stated date of the application’s stage', () => {
    expect(pendingStage('APPLIED', full)).toEqual({ stage: 'DOCUMENTS', date: '2026-03-10' });
    expect(pendingStage('APPLIED', schedule({ resultBy: '2026-03-31' }))).toEqual({
      stage: 'RESULT',
      date: '2026-03-31',
    });
    expect(pendingStage('DOCUMENT_REVIEW', full)).toEqual({ stage: 'INTERVIEWS', date: '2026-03-20' });
    // Once an interview is under way only the result is owed.
    expect(pendingStage('INTERVIEW_PROPOSED', full)).toEqual({ stage: 'RESULT', date: '2026-03-31' });
    expect(pendingStage('INTERVIEW_SCHEDULED', full)).toEqual({ stage: 'RESULT', date: '2026-03-31' });
    expect(pendingStage('INTERVIEW_SCHEDULED', schedule({ interviewsBy: '2026-03-20' }))).toBeNull();
    expect(pendingStage('APPLIED', schedule())).toBeNull();
  });

  it('owes nothing once an application has ended or an offer is out', () => {
    for (const status of ['REJECTED', 'CANCELLED', 'HIRED', 'WITHDRAWN', 'OFFERED'] as ApplicationStatus[]) {
      expect(pendingStage(status, full), status).toBeNull();
    }
  });

  it('asks for the stated dates in order, each optional', () => {
    expect(scheduleOrderIssues(full)).toEqual([]);
    expect(scheduleOrderIssues(schedule({ documentsBy: '2026-03-10', resultBy: '2026-03-31' }))).toEqual([]);
    expect(scheduleOrderIssues(schedule({ documentsBy: '2026-03-10', interviewsBy: '2026-03-09' }))).toEqual([
      'interviewsBy',
    ]);
    expect(scheduleOrderIssues(schedule({ documentsBy: '2026-03-10', resultBy: '2026-03-01' }))).toEqual(['resultBy']);
  });

  it('is overdue the moment the stated day ends in Korea', () => {
    expect(overdueStage('APPLIED', full, new Date('2026-03-10T14:59:59.999Z'))).toBeNull();
    expect(overdueStage('APPLIED', full, new Date('2026-03-10T15:00:00Z'))).toEqual({
      stage: 'DOCUMENTS',
      date: '2026-03-10',
    });
    expect(overdueStage('REJECTED', full, new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('delay notice grace period', () => {
  const dayEnd = endOfStatedDay('2026-03-10');

  it('tells the talent once the stated day and the grace period have passed (7 days unless the company sets it)', () => {
    expect(DELAY_GRACE_DAYS_DEFAULT).toBe(7);
    expect(isDelayNoticeDue('APPLIED', full, 7, addDays(dayEnd, 7))).toBe(false);
    expect(isDelayNoticeDue('APPLIED', full, 7, new Date(addDays(dayEnd, 7).getTime() + 1))).toBe(true);
    // No grace: the day after the stated date.
    expect(isDelayNoticeDue('APPLIED', full, 0, new Date(dayEnd.getTime() + 1))).toBe(true);
    expect(isDelayNoticeDue('APPLIED', full, 60, addDays(dayEnd, 59))).toBe(false);
    expect(isDelayNoticeDue('HIRED', full, 0, addDays(dayEnd, 100))).toBe(false);
    expect(isDelayNoticeDue('APPLIED', schedule(), 0, addDays(dayEnd, 100))).toBe(false);
  });

  it('lets a company choose 0 to 60 days', () => {
    for (const delayGraceDays of [0, 7, 60])
      expect(FairHiringSettingsSchema.parse({ delayGraceDays })).toEqual({ delayGraceDays });
    for (const delayGraceDays of [-1, 61, 1.5]) {
      expect(FairHiringSettingsSchema.safeParse({ delayGraceDays }).success, String(delayGraceDays)).toBe(false);
    }
  });
});

describe('posting status query', () => {
  it('reads the acknowledgement and the undecided-notice flags as booleans, false when absent', () => {
    expect(PostingStatusQuerySchema.parse({ jobPostingStatus: 'VISIBLE' })).toMatchObject({
      acknowledgeForbiddenQuestions: false,
      notifyUndecided: false,
    });
    expect(
      PostingStatusQuerySchema.parse({ jobPostingStatus: 'HIDDEN', notifyUndecided: 'true' }).notifyUndecided,
    ).toBe(true);
    expect(PostingStatusQuerySchema.safeParse({ jobPostingStatus: 'VISIBLE', notifyUndecided: 'yes' }).success).toBe(
      false,
    );
  });
});
