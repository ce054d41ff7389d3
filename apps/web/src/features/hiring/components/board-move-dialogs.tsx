import type { CompanyStageAction } from '@app/contract/rules/application-state';
import { DecisionDialog } from './decision-dialog';
import { InterviewDialog } from './interview-dialog';
import { OfferDialog } from './offer-dialog';

export type BoardMove = {
  action: CompanyStageAction;
  appId: number;
  candidateId: number;
  name: string;
  /** For the night-slot warning of an interview proposal. */
  talentTimeZone: string | null;
};

type Props = { orgId: number; jobId: number; move: BoardMove | null; onClose: () => void };

/** A move asked for on the board opens the same dialog (and confirmation) as the candidate's buttons. */
export function BoardMoveDialogs({ orgId, jobId, move, onClose }: Props) {
  const base = { orgId, appId: move?.appId ?? 0, candidateId: move?.candidateId ?? 0, name: move?.name ?? '' };
  const decision =
    move?.action === 'REJECT' || move?.action === 'CANCEL' || move?.action === 'HIRE' ? move.action : null;
  return (
    <>
      <OfferDialog {...base} open={move?.action === 'OFFER'} onClose={onClose} />
      <DecisionDialog {...base} decision={decision} onClose={onClose} />
      <InterviewDialog
        orgId={orgId}
        jobId={jobId}
        candidateId={base.candidateId}
        name={base.name}
        talentTimeZone={move?.talentTimeZone ?? null}
        open={move?.action === 'PROPOSE_INTERVIEW'}
        onClose={onClose}
      />
    </>
  );
}
