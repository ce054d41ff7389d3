import type { ApplicationStatus } from '@app/contract/rules/application-state';
import { historyActionOf } from '@app/contract/rules/application-state';
import type { ApplicationDetail } from '@app/contract/schemas/hiring';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { chronological } from '../lib/application-actions';
import { ApplicationStatusBadge } from './application-status-badge';

/** Every move of the application, oldest first: what happened, who did it, when, and their message. */
export function ApplicationTimeline({ detail, timeZone }: { detail: ApplicationDetail; timeZone: string }) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation('careers');
  const lang = useLang();
  const events = chronological(detail.history);
  const actorOf = (role: string) =>
    role === 'TALENT' ? t('history.you') : role === 'COMPANY' ? detail.companyName : t('history.system');
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('history.title')}</h2>
      {events.length === 0 ? (
        <p className="text-sm text-slate-500">{t('history.empty')}</p>
      ) : (
        <ol className="relative flex flex-col gap-5 border-l-2 border-slate-200 pl-5" data-testid="history">
          {events.map((event) => {
            const action = historyActionOf(event.action);
            return (
              <li key={event.id} className="relative" data-testid="history-event" data-action={event.action}>
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-500 ring-2 ring-brand-100"
                />
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium text-slate-900">
                    {action
                      ? t(`history.actions.${action}`)
                      : t('history.moved', { status: tc(`applicationStatus.${event.toStatus}`) })}
                  </p>
                  {event.fromStatus !== event.toStatus ? (
                    <ApplicationStatusBadge status={event.toStatus as ApplicationStatus} />
                  ) : null}
                </div>
                <p className="text-xs text-slate-500">
                  {actorOf(event.actorRole)} ·{' '}
                  <time dateTime={event.createdAt}>
                    {formatDateTime(event.createdAt, lang, { timeZone, withWeekday: true })}
                  </time>
                </p>
                {event.message ? (
                  <blockquote className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
                    {event.message}
                  </blockquote>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
