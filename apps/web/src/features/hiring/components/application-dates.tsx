import type { ApplicationDetail } from '@app/contract/schemas/hiring';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';

const DATES = ['appliedAt', 'openedAt', 'offeredAt', 'acceptedAt', 'hiredAt', 'decidedAt'] as const;

/** The application's dates (in the viewer's time zone); those not reached show a dash. */
export function ApplicationDates({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      {DATES.map((key) => {
        const value = detail[key];
        return (
          <div key={key}>
            <dt className="text-xs text-slate-500">{t(`detail.date.${key}`)}</dt>
            <dd className="text-sm font-medium text-slate-900" data-testid={`date-${key}`}>
              {value ? formatDateTime(value, lang) : t('detail.none')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
