import type { ApplicationStatus } from '@app/contract/rules/application-state';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';
import { APPLICATION_STATUS_TONES } from '../../../shared/status/status-tones';

/** A candidate's stage as the company sees it. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('hiring');
  return (
    <Badge tone={APPLICATION_STATUS_TONES[status]} data-testid="candidate-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
