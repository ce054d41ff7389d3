import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ACTION_ACTOR,
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  type ApplicationAction,
  type ApplicationStatus,
  companyActionBetween,
  companyMoveTargets,
  countsAsApplicant,
  historyActionOf,
  isApplicationDecided,
  isApplicationFinal,
  jobOfferStatusOf,
  nextApplicationStatus,
} from './application-state';

/** The expected table, written out independently of the implementation: from → action → to. */
const LEGAL: [ApplicationStatus, ApplicationAction, ApplicationStatus][] = [
  ['APPLIED', 'REVIEW', 'DOCUMENT_REVIEW'],
  ['APPLIED', 'PROPOSE_INTERVIEW', 'INTERVIEW_PROPOSED'],
  ['APPLIED', 'OFFER', 'OFFERED'],
  ['APPLIED', 'REJECT', 'REJECTED'],
  ['APPLIED', 'CANCEL', 'CANCELLED'],
  ['APPLIED', 'WITHDRAW', 'WITHDRAWN'],
  ['DOCUMENT_REVIEW', 'PROPOSE_INTERVIEW', 'INTERVIEW_PROPOSED'],
  ['DOCUMENT_REVIEW', 'OFFER', 'OFFERED'],
  ['DOCUMENT_REVIEW', 'REJECT', 'REJECTED'],
  ['DOCUMENT_REVIEW', 'CANCEL', 'CANCELLED'],
  ['DOCUMENT_REVIEW', 'WITHDRAW', 'WITHDRAWN'],
  ['INTERVIEW_PROPOSED', 'SCHEDULE_INTERVIEW', 'INTERVIEW_SCHEDULED'],
  ['INTERVIEW_PROPOSED', 'DECLINE_INTERVIEW', 'DOCUMENT_REVIEW'],
  ['INTERVIEW_PROPOSED', 'OFFER', 'OFFERED'],
  ['INTERVIEW_PROPOSED', 'REJECT', 'REJECTED'],
  ['INTERVIEW_PROPOSED', 'CANCEL', 'CANCELLED'],
  ['INTERVIEW_PROPOSED', 'WITHDRAW', 'WITHDRAWN'],
  ['INTERVIEW_SCHEDULED', 'PROPOSE_INTERVIEW', 'INTERVIEW_PROPOSED'],
  ['INTERVIEW_SCHEDULED', 'OFFER', 'OFFERED'],
  ['INTERVIEW_SCHEDULED', 'REJECT', 'REJECTED'],
  ['INTERVIEW_SCHEDULED', 'CANCEL', 'CANCELLED'],
  ['INTERVIEW_SCHEDULED', 'WITHDRAW', 'WITHDRAWN'],
  ['OFFERED', 'ACCEPT_OFFER', 'OFFER_ACCEPTED'],
  ['OFFERED', 'DECLINE_OFFER', 'OFFER_DECLINED'],
  ['OFFERED', 'EXPIRE_OFFER', 'OFFER_DECLINED'],
  ['OFFERED', 'CANCEL', 'CANCELLED'],
  ['OFFER_ACCEPTED', 'HIRE', 'HIRED'],
  ['OFFER_ACCEPTED', 'CANCEL', 'CANCELLED'],
  ['WITHDRAWN', 'REAPPLY', 'APPLIED'],
];

describe('nextApplicationStatus', () => {
  it.each(LEGAL)('%s --%s--> %s', (from, action, to) => {
    expect(nextApplicationStatus(from, action)).toBe(to);
  });

  const legal = new Set(LEGAL.map(([from, action]) => `${from}:${action}`));
  const illegal = APPLICATION_STATUSES.flatMap((from) =>
    APPLICATION_ACTIONS.filter((action) => !legal.has(`${from}:${action}`)).map((action) => [from, action] as const),
  );

  it.each(illegal)('%s --%s--> refused', (from, action) => {
    expect(nextApplicationStatus(from, action)).toBeNull();
  });

  it('covers every pair of state and action', () => {
    expect(LEGAL.length + illegal.length).toBe(APPLICATION_STATUSES.length * APPLICATION_ACTIONS.length);
  });
});

describe('isApplicationDecided', () => {
  it('is false while the talent may still withdraw, and for a withdrawn application', () => {
    for (const s of ['APPLIED', 'DOCUMENT_REVIEW', 'INTERVIEW_PROPOSED', 'INTERVIEW_SCHEDULED', 'WITHDRAWN'] as const) {
      expect(isApplicationDecided(s), s).toBe(false);
    }
  });

  it('is true once an offer is made or the process ended', () => {
    for (const s of ['OFFERED', 'OFFER_ACCEPTED', 'OFFER_DECLINED', 'HIRED', 'REJECTED', 'CANCELLED'] as const) {
      expect(isApplicationDecided(s), s).toBe(true);
    }
  });
});

describe('countsAsApplicant and actors', () => {
  it('counts every state but WITHDRAWN', () => {
    for (const s of APPLICATION_STATUSES) expect(countsAsApplicant(s)).toBe(s !== 'WITHDRAWN');
  });

  it('gives talents only their own moves', () => {
    const talentMoves = APPLICATION_ACTIONS.filter((a) => APPLICATION_ACTION_ACTOR[a] === 'TALENT').sort();
    expect(talentMoves).toEqual([
      'ACCEPT_OFFER',
      'DECLINE_INTERVIEW',
      'DECLINE_OFFER',
      'REAPPLY',
      'SCHEDULE_INTERVIEW',
      'WITHDRAW',
    ]);
  });
});

describe('jobOfferStatusOf', () => {
  it.each([
    ['APPLIED', 'NONE'],
    ['DOCUMENT_REVIEW', 'NONE'],
    ['INTERVIEW_PROPOSED', 'NONE'],
    ['INTERVIEW_SCHEDULED', 'NONE'],
    ['OFFERED', 'PENDING'],
    ['OFFER_ACCEPTED', 'ACCEPTED'],
    ['HIRED', 'ACCEPTED'],
    ['OFFER_DECLINED', 'DECLINED'],
    ['REJECTED', 'NONE'],
    ['CANCELLED', 'NONE'],
    ['WITHDRAWN', 'NONE'],
  ] as const)('%s → %s', (status, label) => {
    expect(jobOfferStatusOf(status)).toBe(label);
  });
});

describe('isApplicationFinal', () => {
  it('is true only for the end states', () => {
    expect(APPLICATION_STATUSES.filter(isApplicationFinal).sort()).toEqual(
      ['CANCELLED', 'HIRED', 'OFFER_DECLINED', 'REJECTED'].sort(),
    );
  });
});

describe('historyActionOf', () => {
  it('knows every move, the first application and assessment requests, and nothing else', () => {
    for (const action of APPLICATION_ACTIONS) expect(historyActionOf(action)).toBe(action);
    expect(historyActionOf('APPLY')).toBe('APPLY');
    expect(historyActionOf('ADDITIONAL_ASSESSMENT')).toBe('ADDITIONAL_ASSESSMENT');
    expect(historyActionOf('SOMETHING_NEW')).toBeNull();
  });
});

describe('companyMoveTargets', () => {
  it('offers the board only the company moves the rule allows', () => {
    expect(companyMoveTargets('APPLIED').map((m) => m.to)).toEqual([
      'DOCUMENT_REVIEW',
      'INTERVIEW_PROPOSED',
      'OFFERED',
      'REJECTED',
      'CANCELLED',
    ]);
    expect(companyMoveTargets('OFFERED')).toEqual([{ action: 'CANCEL', to: 'CANCELLED' }]);
    expect(companyMoveTargets('OFFER_ACCEPTED').map((m) => m.action)).toEqual(['HIRE', 'CANCEL']);
    for (const final of ['HIRED', 'REJECTED', 'CANCELLED', 'OFFER_DECLINED', 'WITHDRAWN'] as const) {
      expect(companyMoveTargets(final)).toEqual([]);
    }
  });

  it('names the action between two stages, or null', () => {
    expect(companyActionBetween('DOCUMENT_REVIEW', 'OFFERED')).toBe('OFFER');
    expect(companyActionBetween('INTERVIEW_SCHEDULED', 'INTERVIEW_PROPOSED')).toBe('PROPOSE_INTERVIEW');
    expect(companyActionBetween('OFFERED', 'OFFER_ACCEPTED')).toBeNull();
    expect(companyActionBetween('HIRED', 'APPLIED')).toBeNull();
  });

  it('lets only the system expire an offer', () => {
    expect(APPLICATION_ACTION_ACTOR.EXPIRE_OFFER).toBe('SYSTEM');
  });
});
