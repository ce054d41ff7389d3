import type { ApplicationStatus } from '@app/contract/rules/application-state';
import type { JobSeekingStatus } from '@app/contract/schemas/profile';
import type { CompanyVerificationStatus } from '@app/contract/schemas/user';
import type { BadgeTone } from '../../components/ui/card';

/** The colour of each application stage, the same for the talent and the company. */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
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

/** A company's verification: amber to do, blue in review, red rejected, green verified. */
export const VERIFICATION_STATUS_TONES = {
  NOT_APPLIED: 'warning',
  PENDING: 'brand',
  REJECTED: 'danger',
  APPROVED: 'success',
} as const satisfies Record<CompanyVerificationStatus, BadgeTone>;

/** A talent's job search, on their profile and on search cards. */
export const JOB_SEEKING_STATUS_TONES = {
  ACTIVELY_SEEKING: 'success',
  OPEN_TO_OFFERS: 'brand',
  NOT_SEEKING: 'neutral',
} as const satisfies Record<JobSeekingStatus, BadgeTone>;
