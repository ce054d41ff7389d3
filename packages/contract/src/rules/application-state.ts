/**
 * The states of a job application and who may move it where. Applying creates APPLIED; the talent withdraws
 * (WITHDRAWN) before a decision and may apply again later; the company reviews, proposes interviews, offers, rejects,
 * cancels and hires; the talent answers interview proposals and offers.
 */
export const APPLICATION_STATUSES = [
  'APPLIED',
  'DOCUMENT_REVIEW',
  'INTERVIEW_PROPOSED',
  'INTERVIEW_SCHEDULED',
  'OFFERED',
  'OFFER_ACCEPTED',
  'OFFER_DECLINED',
  'HIRED',
  'REJECTED',
  'CANCELLED',
  'WITHDRAWN',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_ACTIONS = [
  'REVIEW',
  'PROPOSE_INTERVIEW',
  'SCHEDULE_INTERVIEW',
  'DECLINE_INTERVIEW',
  'OFFER',
  'ACCEPT_OFFER',
  'DECLINE_OFFER',
  'EXPIRE_OFFER',
  'HIRE',
  'REJECT',
  'CANCEL',
  'WITHDRAW',
  'REAPPLY',
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** Every action an application's history records: the moves, the first application and assessment requests. */
export const HISTORY_ACTIONS = ['APPLY', ...APPLICATION_ACTIONS, 'ADDITIONAL_ASSESSMENT'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The action when it is one of the history's known actions (null for anything else, e.g. from a newer server). */
export function historyActionOf(action: string): HistoryAction | null {
  return (HISTORY_ACTIONS as readonly string[]).includes(action) ? (action as HistoryAction) : null;
}

/**
 * Who performs an action: the talent who applied, the company that posted, or the system (an offer whose expiry passed
 * closes by itself, decision 037).
 */
export const APPLICATION_ACTION_ACTOR: Record<ApplicationAction, 'TALENT' | 'COMPANY' | 'SYSTEM'> = {
  REVIEW: 'COMPANY',
  PROPOSE_INTERVIEW: 'COMPANY',
  SCHEDULE_INTERVIEW: 'TALENT',
  DECLINE_INTERVIEW: 'TALENT',
  OFFER: 'COMPANY',
  ACCEPT_OFFER: 'TALENT',
  DECLINE_OFFER: 'TALENT',
  EXPIRE_OFFER: 'SYSTEM',
  HIRE: 'COMPANY',
  REJECT: 'COMPANY',
  CANCEL: 'COMPANY',
  WITHDRAW: 'TALENT',
  REAPPLY: 'TALENT',
};

/** Every legal move; anything not listed is refused. */
export const APPLICATION_TRANSITIONS: Record<
  ApplicationStatus,
  Partial<Record<ApplicationAction, ApplicationStatus>>
> = {
  APPLIED: {
    REVIEW: 'DOCUMENT_REVIEW',
    PROPOSE_INTERVIEW: 'INTERVIEW_PROPOSED',
    OFFER: 'OFFERED',
    REJECT: 'REJECTED',
    CANCEL: 'CANCELLED',
    WITHDRAW: 'WITHDRAWN',
  },
  DOCUMENT_REVIEW: {
    PROPOSE_INTERVIEW: 'INTERVIEW_PROPOSED',
    OFFER: 'OFFERED',
    REJECT: 'REJECTED',
    CANCEL: 'CANCELLED',
    WITHDRAW: 'WITHDRAWN',
  },
  INTERVIEW_PROPOSED: {
    SCHEDULE_INTERVIEW: 'INTERVIEW_SCHEDULED',
    DECLINE_INTERVIEW: 'DOCUMENT_REVIEW',
    OFFER: 'OFFERED',
    REJECT: 'REJECTED',
    CANCEL: 'CANCELLED',
    WITHDRAW: 'WITHDRAWN',
  },
  INTERVIEW_SCHEDULED: {
    PROPOSE_INTERVIEW: 'INTERVIEW_PROPOSED',
    OFFER: 'OFFERED',
    REJECT: 'REJECTED',
    CANCEL: 'CANCELLED',
    WITHDRAW: 'WITHDRAWN',
  },
  // An unanswered offer that expires ends like a declined one; its history says EXPIRE_OFFER (decision 037).
  OFFERED: {
    ACCEPT_OFFER: 'OFFER_ACCEPTED',
    DECLINE_OFFER: 'OFFER_DECLINED',
    EXPIRE_OFFER: 'OFFER_DECLINED',
    CANCEL: 'CANCELLED',
  },
  OFFER_ACCEPTED: { HIRE: 'HIRED', CANCEL: 'CANCELLED' },
  OFFER_DECLINED: {},
  HIRED: {},
  REJECTED: {},
  CANCELLED: {},
  WITHDRAWN: { REAPPLY: 'APPLIED' },
};

/** The state after `action`, or null when the move is not allowed from `from`. */
export function nextApplicationStatus(from: ApplicationStatus, action: ApplicationAction): ApplicationStatus | null {
  return APPLICATION_TRANSITIONS[from][action] ?? null;
}

/** Decided: an offer was made or the process ended (the talent can no longer simply withdraw). */
export function isApplicationDecided(status: ApplicationStatus): boolean {
  return nextApplicationStatus(status, 'WITHDRAW') === null && status !== 'WITHDRAWN';
}

/** Withdrawn applications do not count as applicants; every other state does. */
export function countsAsApplicant(status: ApplicationStatus): boolean {
  return status !== 'WITHDRAWN';
}

/** The job offer status label a company sees on a talent (spec §4), derived from the application's state. */
export const JOB_OFFER_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'NONE'] as const;
export type JobOfferStatus = (typeof JOB_OFFER_STATUSES)[number];

export function jobOfferStatusOf(status: ApplicationStatus): JobOfferStatus {
  if (status === 'OFFERED') return 'PENDING';
  if (status === 'OFFER_ACCEPTED' || status === 'HIRED') return 'ACCEPTED';
  if (status === 'OFFER_DECLINED') return 'DECLINED';
  return 'NONE';
}

/** Final: nothing more can happen (withdrawn ones may only be re-applied by the talent). */
export function isApplicationFinal(status: ApplicationStatus): boolean {
  return Object.keys(APPLICATION_TRANSITIONS[status]).length === 0;
}

/** Ended for the company: final, or withdrawn by the talent (no interview or decision is pending). */
export const ENDED_APPLICATION_STATUSES = APPLICATION_STATUSES.filter(
  (s) => s === 'WITHDRAWN' || isApplicationFinal(s),
);

/** States an offer has reached (offered, answered or hired): what "include job offers" lists. */
export const OFFER_APPLICATION_STATUSES = APPLICATION_STATUSES.filter((s) => jobOfferStatusOf(s) !== 'NONE');

/** The company's moves that change the stage (what the pipeline board can drag to), and the stage each leads to. */
export const COMPANY_STAGE_ACTIONS = ['REVIEW', 'PROPOSE_INTERVIEW', 'OFFER', 'HIRE', 'REJECT', 'CANCEL'] as const;
export type CompanyStageAction = (typeof COMPANY_STAGE_ACTIONS)[number];

/** Where the company may move an application from `from`: each reachable stage once, with the action that gets there. */
export function companyMoveTargets(from: ApplicationStatus): { action: CompanyStageAction; to: ApplicationStatus }[] {
  return COMPANY_STAGE_ACTIONS.flatMap((action) => {
    const to = nextApplicationStatus(from, action);
    return to === null ? [] : [{ action, to }];
  });
}

/** The action that moves an application from `from` to `to` for the company, or null when none does. */
export function companyActionBetween(from: ApplicationStatus, to: ApplicationStatus): CompanyStageAction | null {
  return companyMoveTargets(from).find((m) => m.to === to)?.action ?? null;
}
