import type { Proposal } from '@app/contract/schemas/talent-group';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';

const tones = { OPEN: 'warning', ACCEPTED: 'success', DECLINED: 'neutral' } as const;

/** A proposal's state (needs `talents`). */
export function ProposalStatusBadge({ status }: { status: Proposal['status'] }) {
  const { t } = useTranslation('talents');
  return (
    <Badge tone={tones[status]} data-testid="proposal-status" data-status={status}>
      {t(`proposals.status.${status}`)}
    </Badge>
  );
}
