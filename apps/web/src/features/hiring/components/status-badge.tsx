import type { ApplicationStatus } from '@app/contract/rules/application-state';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export const STATUS_TONES: Record<ApplicationStatus, Tone> = {
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

/** A candidate's stage as the company sees it. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('hiring');
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="candidate-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
