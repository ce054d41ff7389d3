import type { JobOfferStatus } from '@app/contract/rules/application-state';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';

const TONES: Record<JobOfferStatus, 'neutral' | 'success' | 'warning'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'neutral',
  NONE: 'neutral',
};

/** The job offer label of an application (needs `applications`). */
export function OfferStatusBadge({ status }: { status: JobOfferStatus }) {
  const { t } = useTranslation('applications');
  return (
    <Badge tone={TONES[status]} data-testid="offer-status" data-status={status}>
      {t(`offerStatus.${status}`)}
    </Badge>
  );
}
