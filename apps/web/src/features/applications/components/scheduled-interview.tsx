import type { InterviewProposal } from '@app/contract/schemas/hiring';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { timeZoneLabel } from '../../../shared/format/time-zone-label';
import { sameWallClock } from '../lib/time-display';
import { InterviewFacts } from './interview-proposal-panel';

/** The confirmed interview in the talent's zone (and the company's), with an .ics download. */
export function ScheduledInterview({
  proposal,
  startsAt,
  timeZone,
  icsUrl,
}: {
  proposal: InterviewProposal;
  startsAt: string;
  timeZone: string;
  icsUrl: string;
}) {
  const { t } = useTranslation('applications');
  const lang = useLang();
  const headingId = useId();
  const hintId = useId();
  const differs = !sameWallClock(timeZone, proposal.timeZone, [startsAt]);
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-emerald-200 p-5 sm:p-6"
      data-testid="scheduled-interview"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('interview.scheduledTitle')}
      </h2>
      <div>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('interview.when')}</p>
        <p className="text-xl font-semibold text-slate-900" data-testid="scheduled-time">
          {formatDateTime(startsAt, lang, { timeZone, withWeekday: true })}
        </p>
        <p className="text-sm text-slate-600">{timeZoneLabel(timeZone, lang, startsAt)}</p>
        {differs ? (
          <p className="mt-1 text-xs text-slate-500" data-testid="scheduled-company-time">
            {t('interview.companyTime', {
              time: formatDateTime(startsAt, lang, { timeZone: proposal.timeZone, withWeekday: true }),
            })}{' '}
            · {timeZoneLabel(proposal.timeZone, lang, startsAt)}
          </p>
        ) : null}
      </div>
      <InterviewFacts proposal={proposal} />
      <div className="flex flex-col gap-1">
        <a
          href={icsUrl}
          download="interview.ics"
          aria-describedby={hintId}
          className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
        >
          {t('interview.addToCalendar')}
        </a>
        <p id={hintId} className="text-xs text-slate-500">
          {t('interview.calendarHint')}
        </p>
      </div>
    </Card>
  );
}
