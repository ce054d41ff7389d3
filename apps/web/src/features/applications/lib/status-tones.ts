import type { ApplicationStatus } from '@app/contract/rules/application-state';

export type StatusTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

/** The colour of each application stage, the same for the talent and the company. */
export const STATUS_TONES: Record<ApplicationStatus, StatusTone> = {
  APPLIED: 'brand',
  DOCUMENT_REVIEW: 'brand',
  INTERVIEW_PROPOSED: 'warning',
  INTERVIEW_SCHEDULED: 'warning',
  OFFERED: 'success',
  OFFER_ACCEPTED: 'success',
  OFFER_DECLINED: 'neutral',
  HIRED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'neutral',
  WITHDRAWN: 'neutral',
};
