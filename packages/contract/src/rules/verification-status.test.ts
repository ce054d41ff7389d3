import { describe, expect, it } from 'vitest';
import { COMPANY_VERIFICATION_STATUSES, type CompanyVerificationStatus } from '../schemas/user';
import {
  canMoveVerification,
  isVerifiedInfoLocked,
  nextVerificationStatus,
  VERIFICATION_ACTIONS,
  type VerificationAction,
} from './verification-status';

const LEGAL: [CompanyVerificationStatus, VerificationAction, CompanyVerificationStatus][] = [
  ['NOT_APPLIED', 'APPLY', 'PENDING'],
  ['REJECTED', 'APPLY', 'PENDING'],
  ['PENDING', 'APPROVE', 'APPROVED'],
  ['PENDING', 'REJECT', 'REJECTED'],
];

describe('verification status transitions', () => {
  it.each(LEGAL)('%s --%s--> %s', (from, action, to) => {
    expect(nextVerificationStatus(from, action)).toBe(to);
    expect(canMoveVerification(from, to)).toBe(true);
  });

  const illegal = COMPANY_VERIFICATION_STATUSES.flatMap((from) =>
    VERIFICATION_ACTIONS.filter((action) => !LEGAL.some(([f, a]) => f === from && a === action)).map(
      (action) => [from, action] as const,
    ),
  );

  it('has exactly eight illegal moves', () => {
    expect(illegal).toHaveLength(8);
  });

  it.each(illegal)('refuses %s --%s-->', (from, action) => {
    expect(nextVerificationStatus(from, action)).toBeNull();
  });

  it.each([
    ['NOT_APPLIED', 'APPROVED'],
    ['NOT_APPLIED', 'REJECTED'],
    ['APPROVED', 'PENDING'],
    ['APPROVED', 'REJECTED'],
    ['APPROVED', 'NOT_APPLIED'],
    ['REJECTED', 'APPROVED'],
    ['PENDING', 'NOT_APPLIED'],
    ['PENDING', 'PENDING'],
  ] as const)('no action moves %s to %s', (from, to) => {
    expect(canMoveVerification(from, to)).toBe(false);
  });

  it('locks the verified fields while pending and after approval only', () => {
    expect(COMPANY_VERIFICATION_STATUSES.filter(isVerifiedInfoLocked)).toEqual(['PENDING', 'APPROVED']);
  });
});
