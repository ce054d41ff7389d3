import { describe, expect, it } from 'vitest';
import {
  applicationBlocker,
  POSTING_STATUSES,
  type PostingStatus,
  postingProgress,
  postingStatusChangeProblem,
  publicPostingState,
} from './posting-progress';

const startedAt = new Date('2026-03-01T00:00:00Z');
const endedAt = new Date('2026-03-31T23:59:59Z');

describe('postingProgress', () => {
  it.each([
    ['2026-02-28T23:59:59Z', 'NOT_STARTED'],
    ['2026-03-01T00:00:00Z', 'IN_PROGRESS'],
    ['2026-03-15T12:00:00Z', 'IN_PROGRESS'],
    ['2026-03-31T23:59:59Z', 'IN_PROGRESS'],
    ['2026-04-01T00:00:00Z', 'ENDED'],
  ])('%s → %s', (now, expected) => {
    expect(postingProgress({ startedAt, endedAt }, new Date(now))).toBe(expected);
  });
});

describe('postingStatusChangeProblem', () => {
  it('lets an approved organization move between VISIBLE and HIDDEN and close', () => {
    for (const from of ['VISIBLE', 'HIDDEN'] as const) {
      for (const to of POSTING_STATUSES) expect(postingStatusChangeProblem(from, to, true)).toBeNull();
    }
  });

  it('keeps unapproved organizations from showing a posting, but lets them hide and close', () => {
    expect(postingStatusChangeProblem('HIDDEN', 'VISIBLE', false)).toBe('POSTING_REQUIRES_APPROVAL');
    expect(postingStatusChangeProblem('HIDDEN', 'HIDDEN', false)).toBeNull();
    expect(postingStatusChangeProblem('HIDDEN', 'DELETED', false)).toBeNull();
    expect(postingStatusChangeProblem('VISIBLE', 'HIDDEN', false)).toBeNull();
  });

  it('never reopens a closed posting', () => {
    const targets: PostingStatus[] = ['VISIBLE', 'HIDDEN'];
    for (const to of targets) {
      expect(postingStatusChangeProblem('DELETED', to, true)).toBe('POSTING_CLOSED');
      expect(postingStatusChangeProblem('DELETED', to, false)).toBe('POSTING_CLOSED');
    }
    expect(postingStatusChangeProblem('DELETED', 'DELETED', true)).toBeNull();
  });
});

describe('applicationBlocker', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  const open = { startedAt, endedAt, status: 'VISIBLE' as const, isOrganizationApproved: true };

  it('allows an open posting', () => {
    expect(applicationBlocker(open, now)).toBeNull();
  });

  it('hides hidden, unapproved and not-started postings; refuses closed and ended ones', () => {
    expect(applicationBlocker({ ...open, status: 'HIDDEN' }, now)).toBe('NOT_VISIBLE');
    expect(applicationBlocker({ ...open, isOrganizationApproved: false }, now)).toBe('NOT_VISIBLE');
    expect(applicationBlocker(open, new Date('2026-02-01T00:00:00Z'))).toBe('NOT_VISIBLE');
    expect(applicationBlocker({ ...open, status: 'DELETED' }, now)).toBe('POSTING_CLOSED');
    expect(applicationBlocker(open, new Date('2026-04-02T00:00:00Z'))).toBe('POSTING_CLOSED');
  });
});

describe('publicPostingState', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  const open = {
    status: 'VISIBLE' as const,
    isOrganizationApproved: true,
    startedAt: new Date('2026-06-01T00:00:00Z'),
    endedAt: new Date('2026-07-01T00:00:00Z'),
  };
  it('is open while listed, gone once closed or ended, unknown when never public', () => {
    expect(publicPostingState(open, now)).toBe('OPEN');
    expect(publicPostingState({ ...open, status: 'DELETED' }, now)).toBe('GONE');
    expect(publicPostingState({ ...open, endedAt: new Date('2026-06-10T00:00:00Z') }, now)).toBe('GONE');
    expect(publicPostingState({ ...open, status: 'HIDDEN' }, now)).toBe('UNKNOWN');
    expect(publicPostingState({ ...open, isOrganizationApproved: false }, now)).toBe('UNKNOWN');
    expect(publicPostingState({ ...open, status: 'DELETED', startedAt: new Date('2026-06-20T00:00:00Z') }, now)).toBe(
      'UNKNOWN',
    );
  });
});
