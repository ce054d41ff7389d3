import type { CompanyVerificationStatus } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/card';
import { VERIFICATION_STATUS_TONES } from '../status/status-tones';

/** The verification status as a coloured, labelled badge (needs the `company` namespace). */
export function VerificationBadge({ status, className }: { status: CompanyVerificationStatus; className?: string }) {
  const { t } = useTranslation('company');
  return (
    <Badge
      tone={VERIFICATION_STATUS_TONES[status]}
      className={className}
      data-testid="verification-badge"
      data-status={status}
    >
      <span aria-hidden="true" className="mr-1.5 size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </Badge>
  );
}
