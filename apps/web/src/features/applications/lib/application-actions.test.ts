import { APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import type { ApplicationEvent, InterviewProposal } from '@app/contract/schemas/hiring';
import { describe, expect, it } from 'vitest';
import { chronological, confirmedSlotOf, latestMessageOf, offerLabelOf, talentActionsOf } from './application-actions';

const proposal = (status: InterviewProposal['status'], chosenSlotId: number | null = null): InterviewProposal => ({
  id: 7,
  applicationId: 1,
  type: 'ONLINE',
  meetingUrl: 'https://meet.example.com/x',
  location: null,
  timeZone: 'Asia/Seoul',
  status,
  message: null,
  proposedAt: '2026-03-01T00:00:00.000Z',
  respondedAt: null,
  chosenSlotId,
  slots: [
    { id: 70, startsAt: '2026-03-11T01:00:00.000Z' },
    { id: 71, startsAt: '2026-03-11T05:00:00.000Z' },
  ],
  panel: [],
});

const event = (id: number, action: string, createdAt: string, message: string | null = null): ApplicationEvent => ({
  id,
  fromStatus: null,
  toStatus: 'APPLIED',
  action,
  actorRole: 'COMPANY',
  actorUserId: 1,
  message,
  createdAt,
});

describe('talentActionsOf', () => {
  it('offers each answer only in the state that allows it', () => {
    for (const status of APPLICATION_STATUSES) {
      const actions = talentActionsOf({ status, interviewProposal: null });
      expect(actions.answerOffer, status).toBe(status === 'OFFERED');
      expect(actions.answerInterview, status).toBe(false);
      expect(actions.withdraw, status).toBe(
        ['APPLIED', 'DOCUMENT_REVIEW', 'INTERVIEW_PROPOSED', 'INTERVIEW_SCHEDULED'].includes(status),
      );
      expect(actions.scheduled, status).toBeNull();
    }
  });

  it('lets the talent answer an open proposal only while the interview is proposed', () => {
    expect(
      talentActionsOf({ status: 'INTERVIEW_PROPOSED', interviewProposal: proposal('PROPOSED') }).answerInterview,
    ).toBe(true);
    expect(talentActionsOf({ status: 'OFFERED', interviewProposal: proposal('PROPOSED') }).answerInterview).toBe(false);
    expect(
      talentActionsOf({ status: 'INTERVIEW_PROPOSED', interviewProposal: proposal('DECLINED') }).answerInterview,
    ).toBe(false);
    const empty = { ...proposal('PROPOSED'), slots: [] };
    expect(talentActionsOf({ status: 'INTERVIEW_PROPOSED', interviewProposal: empty }).answerInterview).toBe(false);
  });

  it('shows the chosen slot while the application goes on', () => {
    const scheduled = talentActionsOf({ status: 'INTERVIEW_SCHEDULED', interviewProposal: proposal('SCHEDULED', 71) });
    expect(scheduled.scheduled?.slot).toEqual({ id: 71, startsAt: '2026-03-11T05:00:00.000Z' });
    expect(
      talentActionsOf({ status: 'OFFERED', interviewProposal: proposal('SCHEDULED', 71) }).scheduled,
    ).not.toBeNull();
    expect(talentActionsOf({ status: 'REJECTED', interviewProposal: proposal('SCHEDULED', 71) }).scheduled).toBeNull();
    expect(talentActionsOf({ status: 'HIRED', interviewProposal: proposal('SCHEDULED', 71) }).scheduled).toBeNull();
    expect(talentActionsOf({ status: 'WITHDRAWN', interviewProposal: proposal('SCHEDULED', 71) }).scheduled).toBeNull();
    expect(
      talentActionsOf({ status: 'INTERVIEW_SCHEDULED', interviewProposal: proposal('SCHEDULED', 99) }).scheduled,
    ).toBeNull();
  });
});

describe('confirmedSlotOf', () => {
  it('is the chosen slot of a scheduled proposal only', () => {
    expect(confirmedSlotOf(proposal('SCHEDULED', 70))?.id).toBe(70);
    expect(confirmedSlotOf(proposal('PROPOSED', 70))).toBeNull();
    expect(confirmedSlotOf(proposal('SCHEDULED', 5))).toBeNull();
    expect(confirmedSlotOf(null)).toBeNull();
  });
});

describe('history helpers', () => {
  const history = [
    event(3, 'OFFER', '2026-03-05T00:00:00.000Z', 'Second offer'),
    event(1, 'APPLY', '2026-03-01T00:00:00.000Z'),
    event(2, 'OFFER', '2026-03-03T00:00:00.000Z', 'First offer'),
    event(4, 'REVIEW', '2026-03-01T00:00:00.000Z'),
  ];

  it('orders oldest first, ties by id', () => {
    expect(chronological(history).map((e) => e.id)).toEqual([1, 4, 2, 3]);
  });

  it('finds the latest message of an action', () => {
    expect(latestMessageOf(history, 'OFFER')).toBe('Second offer');
    expect(latestMessageOf(history, 'HIRE')).toBeNull();
  });
});

describe('offerLabelOf', () => {
  it('adds the offer label only where the stage does not already say it', () => {
    expect(offerLabelOf('OFFERED')).toBe('PENDING');
    expect(offerLabelOf('HIRED')).toBe('ACCEPTED');
    expect(offerLabelOf('OFFER_ACCEPTED')).toBeNull();
    expect(offerLabelOf('OFFER_DECLINED')).toBeNull();
    expect(offerLabelOf('INTERVIEW_SCHEDULED')).toBeNull();
  });
});
