import type { ApplicationDetail } from '@app/contract/schemas/hiring';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { timeZoneLabel } from '../../../shared/format/time-zone-label';

type Row = { key: string; label: string; at: string | null };

/** The talent-side dates (decision 009): viewed, applied, offered, accepted, confirmed, and how it ended. */
export function ApplicationDates({
  detail,
  interviewAt,
  timeZone,
}: {
  detail: ApplicationDetail;
  interviewAt: string | null;
  timeZone: string;
}) {
  const { t } = useTranslation('applications');
  const lang = useLang();
  const rows: Row[] = [
    { key: 'applied', label: t('dates.applied'), at: detail.appliedAt },
    { key: 'viewed', label: t('dates.viewed'), at: detail.openedAt },
    ...(interviewAt ? [{ key: 'interview', label: t('dates.interview'), at: interviewAt }] : []),
    { key: 'offered', label: t('dates.offered'), at: detail.offeredAt },
    { key: 'accepted', label: t('dates.accepted'), at: detail.acceptedAt },
    { key: 'hired', label: t('dates.hired'), at: detail.hiredAt },
  ];
  if (detail.decidedAt && !detail.hiredAt)
    rows.push({ key: 'decided', label: t('dates.decided'), at: detail.decidedAt });
  if (detail.status === 'WITHDRAWN' && detail.withdrawnAt) {
    rows.push({ key: 'withdrawn', label: t('dates.withdrawn'), at: detail.withdrawnAt });
  }
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('dates.title')}</h2>
        <p className="text-xs text-slate-500">{t('dates.zone', { zone: timeZoneLabel(timeZone, lang) })}</p>
      </div>
      <dl className="flex flex-col divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col gap-0.5 py-2" data-testid={`date-${row.key}`}>
            <dt className="text-slate-600">{row.label}</dt>
            <dd className={row.at ? 'font-medium text-slate-900' : 'text-slate-400'}>
              {row.at ? (
                <time dateTime={row.at}>{formatDateTime(row.at, lang, { timeZone, withWeekday: true })}</time>
              ) : (
                t('dates.notYet')
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
