import {
  type ApplicationStatus,
  type CompanyStageAction,
  companyActionBetween,
  companyMoveTargets,
} from '@app/contract/rules/application-state';

/** The board's columns, in the order a candidate moves through them; closed stages last. */
export const BOARD_STAGES = [
  'APPLIED',
  'DOCUMENT_REVIEW',
  'INTERVIEW_PROPOSED',
  'INTERVIEW_SCHEDULED',
  'OFFERED',
  'OFFER_ACCEPTED',
  'HIRED',
  'OFFER_DECLINED',
  'REJECTED',
  'CANCELLED',
] as const satisfies readonly ApplicationStatus[];

/** Where a card may go from its stage (the contract's rule), as board columns. */
export function boardTargets(from: ApplicationStatus): { action: CompanyStageAction; to: ApplicationStatus }[] {
  return companyMoveTargets(from).filter((m) => (BOARD_STAGES as readonly string[]).includes(m.to));
}

/** The move a drop asks for, or null when the rule does not allow it (the card goes back). */
export function moveForDrop(from: ApplicationStatus, to: ApplicationStatus): CompanyStageAction | null {
  return from === to ? null : companyActionBetween(from, to);
}
