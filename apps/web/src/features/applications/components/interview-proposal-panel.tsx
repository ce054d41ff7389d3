import type { ApplicationDetail, InterviewProposal } from '@app/contract/schemas/hiring';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { timeZoneLabel } from '../../../shared/format/time-zone-label';
import { chooseInterviewSlot, declineInterview } from '../api/answer-application';
import { useApplicationUpdate } from '../api/use-application-update';
import { formatDayHeading, formatTime, groupByLocalDay, sameWallClock } from '../lib/time-display';
import { AnswerDialog } from './answer-dialog';

/** Type, link or place, and the company's message of a proposal. */
export function InterviewFacts({ proposal }: { proposal: InterviewProposal }) {
  const { t } = useTranslation('applications');
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-600">{t('interview.type')}</dt>
      <dd className="text-slate-900" data-testid="interview-type">
        {t(`interview.types.${proposal.type}`)}
      </dd>
      {proposal.type === 'ONLINE' && proposal.meetingUrl ? (
        <>
          <dt className="font-medium text-slate-600">{t('interview.meetingLink')}</dt>
          <dd className="min-w-0 break-all">
            <a
              href={proposal.meetingUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium text-brand-700 hover:underline"
            >
              {proposal.meetingUrl}
            </a>
          </dd>
        </>
      ) : null}
      {proposal.type === 'OFFLINE' && proposal.location ? (
        <>
          <dt className="font-medium text-slate-600">{t('interview.location')}</dt>
          <dd className="break-words text-slate-900">{proposal.location}</dd>
        </>
      ) : null}
      {proposal.message ? (
        <>
          <dt className="font-medium text-slate-600">{t('interview.message')}</dt>
          <dd className="break-words whitespace-pre-wrap text-slate-900">{proposal.message}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The zones the times are shown in: the talent's own, and the company's when it reads differently. */
export function ZoneNote({ proposal, timeZone }: { proposal: InterviewProposal; timeZone: string }) {
  const { t } = useTranslation('applications');
  const lang = useLang();
  const at = proposal.slots[0]?.startsAt ?? proposal.proposedAt;
  const differs = !sameWallClock(
    timeZone,
    proposal.timeZone,
    proposal.slots.map((s) => s.startsAt),
  );
  return (
    <p className="text-sm text-slate-600" data-testid="zone-note">
      {t('interview.yourZone', { zone: timeZoneLabel(timeZone, lang, at) })}
      {differs ? <> {t('interview.companyZone', { zone: timeZoneLabel(proposal.timeZone, lang, at) })}</> : null}
    </p>
  );
}

/**
 * The open proposal: the slots in the talent's own zone, grouped by their local day, with the company's time for
 * reference; the talent confirms one, or answers that none fits.
 */
export function InterviewProposalPanel({
  detail,
  userId,
  timeZone,
}: {
  detail: ApplicationDetail;
  userId: number;
  timeZone: string;
}) {
  const { t } = useTranslation('applications');
  const lang = useLang();
  const proposal = detail.interviewProposal as InterviewProposal;
  const update = useApplicationUpdate(userId, detail.id);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [dialog, setDialog] = useState<'choose' | 'decline' | null>(null);
  const headingId = useId();
  const errorId = useId();
  const differs = !sameWallClock(
    timeZone,
    proposal.timeZone,
    proposal.slots.map((s) => s.startsAt),
  );
  const chosen = proposal.slots.find((s) => s.id === slotId) ?? null;

  const choose = useMutation({
    mutationFn: (id: number) => chooseInterviewSlot(userId, detail.id, id),
    onSuccess: (data) => update.applied(data, t('interview.chosen')),
    onError: update.failed,
    onSettled: () => setDialog(null),
  });
  const decline = useMutation({
    mutationFn: (message: string) => declineInterview(userId, detail.id, message),
    onSuccess: (data) => update.applied(data, t('interview.declined')),
    onError: update.failed,
    onSettled: () => setDialog(null),
  });

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-5 border-amber-200 p-5 sm:p-6"
      data-testid="interview-proposal"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('interview.proposedTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('interview.proposedBody', { company: detail.companyName })}</p>
      </div>
      <InterviewFacts proposal={proposal} />
      <fieldset className="flex flex-col gap-4" aria-describedby={missing ? errorId : undefined}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('interview.slots')}</legend>
        <ZoneNote proposal={proposal} timeZone={timeZone} />
        {groupByLocalDay(proposal.slots, timeZone).map((group) => (
          <div key={group.day} className="flex flex-col gap-2" data-testid="slot-day">
            <h3 className="text-sm font-medium text-slate-700">{formatDayHeading(group.day, lang)}</h3>
            <div className="grid gap-2 sm:grid-cols-2">
              {group.items.map((slot) => (
                <label
                  key={slot.id}
                  data-testid="interview-slot"
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors',
                    'has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                    slot.id === slotId
                      ? 'border-brand-500 bg-brand-50'
                      : 'border-slate-200 bg-white hover:border-slate-300',
                  )}
                >
                  <input
                    type="radio"
                    name={`slot-${proposal.id}`}
                    value={slot.id}
                    checked={slot.id === slotId}
                    onChange={() => {
                      setSlotId(slot.id);
                      setMissing(false);
                    }}
                    className="mt-1 size-4 accent-brand-600"
                  />
                  <span className="flex flex-col">
                    <span className="font-semibold text-slate-900" data-testid="slot-time">
                      {formatTime(slot.startsAt, lang, timeZone)}
                    </span>
                    {differs ? (
                      <span className="text-xs text-slate-500">
                        {t('interview.companyTime', {
                          time: formatDateTime(slot.startsAt, lang, { timeZone: proposal.timeZone, withWeekday: true }),
                        })}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </div>
        ))}
        {missing ? (
          <p id={errorId} className="text-sm text-red-600" role="alert">
            {t('interview.pickFirst')}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => {
            if (chosen) setDialog('choose');
            else setMissing(true);
          }}
        >
          {t('interview.choose')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('decline')}>
          {t('interview.noneFits')}
        </Button>
      </div>
      <AnswerDialog
        open={dialog === 'choose'}
        onOpenChange={(open) => setDialog(open ? 'choose' : null)}
        title={t('interview.chooseTitle')}
        body={
          chosen
            ? t('interview.chooseBody', {
                time: formatDateTime(chosen.startsAt, lang, { timeZone, withWeekday: true }),
                zone: timeZoneLabel(timeZone, lang, chosen.startsAt),
              })
            : null
        }
        confirmLabel={t('interview.choose')}
        onConfirm={() => {
          if (chosen) choose.mutate(chosen.id);
        }}
        isLoading={choose.isPending}
      />
      <AnswerDialog
        open={dialog === 'decline'}
        onOpenChange={(open) => setDialog(open ? 'decline' : null)}
        title={t('interview.declineTitle')}
        body={t('interview.declineBody')}
        confirmLabel={t('interview.declineConfirm')}
        withMessage
        placeholder={t('interview.declinePlaceholder')}
        onConfirm={(message) => decline.mutate(message)}
        isLoading={decline.isPending}
      />
    </Card>
  );
}
