/** Job posting status (spec §4): VISIBLE is "opening", HIDDEN is private, DELETED is "closing" (closed for good). */
export const POSTING_STATUSES = ['VISIBLE', 'HIDDEN', 'DELETED'] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];

/** Where "now" falls against the posting's dates. */
export const POSTING_PROGRESS_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'ENDED'] as const;
export type PostingProgressStatus = (typeof POSTING_PROGRESS_STATUSES)[number];

type Dates = { startedAt: Date; endedAt: Date };

/** NOT_STARTED before `startedAt`, ENDED after `endedAt`, IN_PROGRESS in between (both ends included). */
export function postingProgress({ startedAt, endedAt }: Dates, now = new Date()): PostingProgressStatus {
  if (now.getTime() < startedAt.getTime()) return 'NOT_STARTED';
  if (now.getTime() > endedAt.getTime()) return 'ENDED';
  return 'IN_PROGRESS';
}

export type StatusChangeProblem = 'POSTING_CLOSED' | 'POSTING_REQUIRES_APPROVAL';

/**
 * Whether a posting may move from `from` to `to`: DELETED is final; only an approved organization may show a posting.
 * Setting the current status again is allowed (idempotent). Returns the problem, or null when allowed.
 */
export function postingStatusChangeProblem(
  from: PostingStatus,
  to: PostingStatus,
  isOrganizationApproved: boolean,
): StatusChangeProblem | null {
  if (from === 'DELETED') return to === 'DELETED' ? null : 'POSTING_CLOSED';
  if (to === 'VISIBLE' && !isOrganizationApproved) return 'POSTING_REQUIRES_APPROVAL';
  return null;
}

/** Why a talent may not apply now, or null: shown, of an approved organization, and inside its dates. */
export function applicationBlocker(
  posting: Dates & { status: PostingStatus; isOrganizationApproved: boolean },
  now = new Date(),
): 'NOT_VISIBLE' | 'POSTING_CLOSED' | null {
  if (posting.status === 'DELETED') return 'POSTING_CLOSED';
  if (posting.status !== 'VISIBLE' || !posting.isOrganizationApproved) return 'NOT_VISIBLE';
  const progress = postingProgress(posting, now);
  if (progress === 'NOT_STARTED') return 'NOT_VISIBLE';
  if (progress === 'ENDED') return 'POSTING_CLOSED';
  return null;
}

/**
 * Whether talents may see a posting at all: not hidden, of an approved organization, once it has started (closed and
 * ended ones stay readable, so links and follows keep working).
 */
export function isVisibleToTalents(
  posting: Dates & { status: PostingStatus; isOrganizationApproved: boolean },
  now = new Date(),
): boolean {
  return (
    posting.status !== 'HIDDEN' && posting.isOrganizationApproved && postingProgress(posting, now) !== 'NOT_STARTED'
  );
}

/**
 * What a visitor's public page of a posting shows: OPEN while it takes applications; GONE once a posting that was
 * public closed or ended (410, so search engines drop it); UNKNOWN for anything never public or hidden (404).
 */
export function publicPostingState(
  posting: Dates & { status: PostingStatus; isOrganizationApproved: boolean },
  now = new Date(),
): 'OPEN' | 'GONE' | 'UNKNOWN' {
  const progress = postingProgress(posting, now);
  if (!posting.isOrganizationApproved || progress === 'NOT_STARTED' || posting.status === 'HIDDEN') return 'UNKNOWN';
  if (posting.status === 'DELETED' || progress === 'ENDED') return 'GONE';
  return 'OPEN';
}
