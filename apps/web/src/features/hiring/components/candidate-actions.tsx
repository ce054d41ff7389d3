import type { ApplicationStatus } from '@app/contract/rules/application-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useMemberCan } from '../hooks/use-member-can';
import { type CompanyAction, companyActionsFor, type Decision } from '../lib/candidate-actions';
import { AssessmentDialog } from './assessment-dialog';
import { DecisionDialog } from './decision-dialog';
import { InterviewDialog } from './interview-dialog';
import { OfferDialog } from './offer-dialog';

type Props = {
  orgId: number;
  appId: number;
  jobId: number;
  candidateId: number;
  name: string;
  status: ApplicationStatus;
  /** The talent's reading zone: slots at night there are warned about. */
  talentTimeZone?: string | null;
};

const VARIANTS: Record<CompanyAction, 'primary' | 'secondary' | 'danger' | 'ghost'> = {
  PROPOSE_INTERVIEW: 'secondary',
  OFFER: 'primary',
  HIRE: 'primary',
  ADDITIONAL_ASSESSMENT: 'secondary',
  REJECT: 'danger',
  CANCEL: 'ghost',
};

/** Only the moves the state machine allows from the current stage, each opening its dialog. */
export function CandidateActions({ orgId, appId, jobId, candidateId, name, status, talentTimeZone }: Props) {
  const { t } = useTranslation('hiring');
  const [open, setOpen] = useState<CompanyAction | null>(null);
  const canDecide = useMemberCan('CANDIDATES_DECIDE');
  const actions = companyActionsFor(status);
  const decision: Decision | null = open === 'REJECT' || open === 'CANCEL' || open === 'HIRE' ? open : null;
  const close = () => setOpen(null);

  // Interviewers read and score the candidate; the server refuses their moves (403), so none is offered.
  if (!canDecide)
    return (
      <p className="text-sm text-slate-500" data-testid="decisions-by-others">
        {t('detail.decidersOnly')}
      </p>
    );
  if (actions.length === 0) return <p className="text-sm text-slate-500">{t('detail.noActions')}</p>;
  return (
    <>
      <div className="flex flex-wrap gap-2" data-testid="candidate-actions">
        {actions.map((action) => (
          <Button key={action} size="sm" variant={VARIANTS[action]} onClick={() => setOpen(action)}>
            {t(`actions.${action}`)}
          </Button>
        ))}
      </div>
      <DecisionDialog
        orgId={orgId}
        appId={appId}
        candidateId={candidateId}
        name={name}
        decision={decision}
        onClose={close}
      />
      <OfferDialog
        orgId={orgId}
        appId={appId}
        candidateId={candidateId}
        name={name}
        open={open === 'OFFER'}
        onClose={close}
      />
      <AssessmentDialog
        orgId={orgId}
        appId={appId}
        name={name}
        open={open === 'ADDITIONAL_ASSESSMENT'}
        onClose={close}
      />
      <InterviewDialog
        orgId={orgId}
        jobId={jobId}
        candidateId={candidateId}
        name={name}
        talentTimeZone={talentTimeZone ?? null}
        open={open === 'PROPOSE_INTERVIEW'}
        onClose={close}
      />
    </>
  );
}
