import { APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import { describe, expect, it } from 'vitest';
import { canReject, companyActionsFor } from './candidate-actions';

describe('the actions shown on a candidate', () => {
  it('follows the state machine for every status', () => {
    const table = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, companyActionsFor(s)]));
    const open = ['PROPOSE_INTERVIEW', 'OFFER', 'ADDITIONAL_ASSESSMENT', 'REJECT', 'CANCEL'];
    expect(table).toEqual({
      APPLIED: open,
      DOCUMENT_REVIEW: open,
      // A proposal is pending: the talent answers it before another can be made.
      INTERVIEW_PROPOSED: ['OFFER', 'ADDITIONAL_ASSESSMENT', 'REJECT', 'CANCEL'],
      INTERVIEW_SCHEDULED: open,
      // After an offer the company cancels instead of rejecting.
      OFFERED: ['CANCEL'],
      OFFER_ACCEPTED: ['HIRE', 'CANCEL'],
      OFFER_DECLINED: [],
      HIRED: [],
      REJECTED: [],
      CANCELLED: [],
      WITHDRAWN: [],
    });
  });

  it('lets only open applications be rejected in bulk', () => {
    expect(APPLICATION_STATUSES.filter(canReject)).toEqual([
      'APPLIED',
      'DOCUMENT_REVIEW',
      'INTERVIEW_PROPOSED',
      'INTERVIEW_SCHEDULED',
    ]);
  });
});
