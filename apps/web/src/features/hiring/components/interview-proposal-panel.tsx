import type { InterviewProposal } from '@app/contract/schemas/hiring';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { timeZoneLabel } from '../../../shared/format/time-zone-label';
import { getBrowserTimeZone } from '../../../shared/format/time-zones';

const TONES = { PROPOSED: 'warning', SCHEDULED: 'success', DECLINED: 'danger', CANCELLED: 'neutral' } as const;

/** The latest interview proposal: type, where, its status and every slot (the chosen one marked). */
export function InterviewProposalPanel({
  proposal,
  icsUrl,
}: {
  proposal: InterviewProposal | null;
  /** The confirmed interview as a calendar file (the session cookie authenticates the download). */
  icsUrl: string;
}) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  if (!proposal) return <p className="text-sm text-slate-500">{t('interview.none')}</p>;
  const viewer = getBrowserTimeZone();
  return (
    <div className="flex flex-col gap-3" data-testid="interview-proposal" data-status={proposal.status}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{t(`interview.type.${proposal.type}`)}</Badge>
        <Badge tone={TONES[proposal.status]}>{t(`interview.status.${proposal.status}`)}</Badge>
        <span className="text-xs text-slate-500">
          {t('interview.proposedOn', { date: formatDateTime(proposal.proposedAt, lang) })}
        </span>
      </div>
      {proposal.meetingUrl ? (
        <p className="text-sm">
          <span className="text-slate-500">{t('detail.meetingLink')}: </span>
          <a href={proposal.meetingUrl} target="_blank" rel="noreferrer" className="break-all text-brand-700 underline">
            {proposal.meetingUrl}
          </a>
        </p>
      ) : null}
      {proposal.location ? (
        <p className="text-sm">
          <span className="text-slate-500">{t('detail.location')}: </span>
          <span className="text-slate-900">{proposal.location}</span>
        </p>
      ) : null}
      <div>
        <p className="text-xs font-medium text-slate-500">{t('detail.slots')}</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {proposal.slots.map((slot) => {
            const isChosen = slot.id === proposal.chosenSlotId;
            return (
              <li
                key={slot.id}
                className={clsx(
                  'rounded-lg border px-2.5 py-1 text-sm',
                  isChosen ? 'border-emerald-300 bg-emerald-50 font-semibold text-emerald-800' : 'border-slate-200',
                )}
              >
                <time dateTime={slot.startsAt}>{formatDateTime(slot.startsAt, lang)}</time>
                {isChosen ? ` · ${t('detail.chosen')}` : null}
              </li>
            );
          })}
        </ul>
        <p className="mt-1.5 text-xs text-slate-500">
          {viewer === proposal.timeZone
            ? t('detail.interviewZoneSame', { zone: timeZoneLabel(proposal.timeZone, lang, proposal.proposedAt) })
            : t('detail.interviewZone', {
                zone: timeZoneLabel(proposal.timeZone, lang, proposal.proposedAt),
                viewer: timeZoneLabel(viewer, lang, proposal.proposedAt),
              })}
        </p>
      </div>
      {proposal.status === 'SCHEDULED' ? (
        <a
          href={icsUrl}
          download="interview.ics"
          className="self-start text-sm font-medium text-brand-700 underline"
          data-testid="company-interview-ics"
        >
          {t('detail.addToCalendar')}
        </a>
      ) : null}
      {proposal.message ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-700">
          {proposal.message}
        </p>
      ) : null}
    </div>
  );
}
