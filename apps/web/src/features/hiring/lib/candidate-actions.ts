import { type ApplicationStatus, nextApplicationStatus } from '@app/contract/rules/application-state';

/** What a company can do on an application from the candidate detail. */
export const COMPANY_ACTIONS = [
  'PROPOSE_INTERVIEW',
  'OFFER',
  'HIRE',
  'ADDITIONAL_ASSESSMENT',
  'REJECT',
  'CANCEL',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/** The decisions sent with a message and the mail flag, and the path segment of each. */
export const DECISION_PATHS = { OFFER: 'offers', REJECT: 'reject', CANCEL: 'cancel', HIRE: 'hired' } as const;
export type Decision = keyof typeof DECISION_PATHS;

/** Whether the company may reject it (an open application): the rule bulk reject and additional assessments use. */
export function canReject(status: ApplicationStatus): boolean {
  return nextApplicationStatus(status, 'REJECT') !== null;
}

/**
 * The actions the contract's state machine allows from `status`, in display order. An additional assessment is a
 * note, not a move: the server allows it while the application is open.
 */
export function companyActionsFor(status: ApplicationStatus): CompanyAction[] {
  return COMPANY_ACTIONS.filter((action) =>
    action === 'ADDITIONAL_ASSESSMENT' ? canReject(status) : nextApplicationStatus(status, action) !== null,
  );
}
