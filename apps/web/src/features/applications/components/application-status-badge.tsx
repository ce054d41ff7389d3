import type { ApplicationStatus } from '@app/contract/rules/application-state';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';

const TONES: Record<ApplicationStatus, 'neutral' | 'brand' | 'success' | 'warning' | 'danger'> = {
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

/** An application's state (needs the `careers` namespace). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('careers');
  return (
    <Badge tone={TONES[status]} data-testid="application-status" data-status={status}>
      {t(`applicationStatus.${status}`)}
    </Badge>
  );
}
