import {
  type ApplicationStatus,
  type JobOfferStatus,
  jobOfferStatusOf,
  nextApplicationStatus,
} from '@app/contract/rules/application-state';
import type { ApplicationDetail, ApplicationEvent, InterviewProposal } from '@app/contract/schemas/hiring';

type Slot = InterviewProposal['slots'][number];

/** What the talent may do on their application now, by the state machine (decision 009). */
export type TalentActions = {
  /** Accept or decline the pending offer. */
  answerOffer: boolean;
  /** Choose one slot of the open proposal, or answer that none fits. */
  answerInterview: boolean;
  /** Withdraw before a decision. */
  withdraw: boolean;
  /** The confirmed interview, while the application is still going. */
  scheduled: { proposal: InterviewProposal; slot: Slot } | null;
};

/** States in which a scheduled interview no longer matters (the hire is confirmed, or the application ended). */
const ENDED: readonly ApplicationStatus[] = ['HIRED', 'REJECTED', 'CANCELLED', 'WITHDRAWN', 'OFFER_DECLINED'];

/** The chosen slot of a scheduled proposal, or null. */
export function confirmedSlotOf(proposal: InterviewProposal | null): Slot | null {
  if (proposal?.status !== 'SCHEDULED') return null;
  return proposal.slots.find((s) => s.id === proposal.chosenSlotId) ?? null;
}

export function talentActionsOf(detail: Pick<ApplicationDetail, 'status' | 'interviewProposal'>): TalentActions {
  const { status, interviewProposal: proposal } = detail;
  const can = (action: Parameters<typeof nextApplicationStatus>[1]) => nextApplicationStatus(status, action) !== null;
  const chosen = confirmedSlotOf(proposal);
  return {
    answerOffer: can('ACCEPT_OFFER') && can('DECLINE_OFFER'),
    answerInterview: can('SCHEDULE_INTERVIEW') && proposal?.status === 'PROPOSED' && proposal.slots.length > 0,
    withdraw: can('WITHDRAW'),
    scheduled: proposal && chosen && !ENDED.includes(status) ? { proposal, slot: chosen } : null,
  };
}

/** The message of the latest event with `action` (e.g. the company's offer text), or null. */
export function latestMessageOf(history: readonly ApplicationEvent[], action: string): string | null {
  const latest = chronological(history)
    .reverse()
    .find((e) => e.action === action);
  return latest?.message ?? null;
}

/** The history, oldest first (ties by id, the order they were written). */
export function chronological(history: readonly ApplicationEvent[]): ApplicationEvent[] {
  return [...history].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}

/**
 * The job offer label to show beside the stage, or null when it would say nothing new: no offer yet, or the stage
 * already says it (OFFER_ACCEPTED, OFFER_DECLINED).
 */
export function offerLabelOf(status: ApplicationStatus): JobOfferStatus | null {
  if (status === 'OFFER_ACCEPTED' || status === 'OFFER_DECLINED') return null;
  const offer = jobOfferStatusOf(status);
  return offer === 'NONE' ? null : offer;
}
