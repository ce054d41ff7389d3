import type { ApplicationStatus } from '@app/contract/rules/application-state';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';
import { APPLICATION_STATUS_TONES } from '../../../shared/status/status-tones';

/** An application's state (needs the `careers` namespace). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('careers');
  return (
    <Badge tone={APPLICATION_STATUS_TONES[status]} data-testid="application-status" data-status={status}>
      {t(`applicationStatus.${status}`)}
    </Badge>
  );
}
