import type { CompanyVerificationStatus } from '../schemas/user';

/** What can happen to an organization's verification: the company applies, an administrator decides. */
export const VERIFICATION_ACTIONS = ['APPLY', 'APPROVE', 'REJECT'] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];

/**
 * The state machine: NOT_APPLIED → PENDING → APPROVED or REJECTED; REJECTED → PENDING.
 * Each action lists the statuses it may start from and the status it leads to.
 */
const TRANSITIONS: Record<
  VerificationAction,
  { from: readonly CompanyVerificationStatus[]; to: CompanyVerificationStatus }
> = {
  APPLY: { from: ['NOT_APPLIED', 'REJECTED'], to: 'PENDING' },
  APPROVE: { from: ['PENDING'], to: 'APPROVED' },
  REJECT: { from: ['PENDING'], to: 'REJECTED' },
};

/** The status an action leads to from `from`, or null when the move is not allowed. */
export function nextVerificationStatus(
  from: CompanyVerificationStatus,
  action: VerificationAction,
): CompanyVerificationStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(from) ? transition.to : null;
}

/** Whether some action moves `from` to `to`. */
export function canMoveVerification(from: CompanyVerificationStatus, to: CompanyVerificationStatus): boolean {
  return VERIFICATION_ACTIONS.some((action) => nextVerificationStatus(from, action) === to);
}

/**
 * While a review is pending or after approval, the verified fields (name, CEO, country) and the business documents
 * cannot be changed by the company; after approval it asks the administrators instead.
 */
export function isVerifiedInfoLocked(status: CompanyVerificationStatus): boolean {
  return status === 'PENDING' || status === 'APPROVED';
}

/** The fields an administrator verifies; locked by `isVerifiedInfoLocked`. */
export const VERIFIED_FIELDS = ['companyName', 'ceo', 'country'] as const;

/** The fields (besides at least one document) a company must fill before applying. */
export const VERIFICATION_REQUIRED_FIELDS = ['companyName', 'ceo', 'country', 'phone'] as const;
