import { historyActionOf } from '@app/contract/rules/application-state';
import type { ApplicationEvent } from '@app/contract/schemas/hiring';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';

/** Every move and note of the application, oldest first: who, what, the stage change and the message. */
export function HistoryTimeline({ events }: { events: ApplicationEvent[] }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  if (events.length === 0) return <p className="text-sm text-slate-500">{t('history.empty')}</p>;
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5" data-testid="history">
      {events.map((e) => {
        const action = historyActionOf(e.action) ?? 'other';
        return (
          <li key={e.id} className="relative" data-action={e.action}>
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-600 ring-1 ring-brand-200"
            />
            <p className="text-sm font-semibold text-slate-900">
              {t(`history.actor.${e.actorRole}`)} · {t(`history.action.${action}`)}
            </p>
            <p className="text-xs text-slate-500">
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time>
              {e.fromStatus && e.fromStatus !== e.toStatus
                ? ` · ${t('history.move', { from: t(`status.${e.fromStatus}`), to: t(`status.${e.toStatus}`) })}`
                : null}
            </p>
            {e.message ? (
              <p className="mt-1.5 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-700">
                {e.message}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
