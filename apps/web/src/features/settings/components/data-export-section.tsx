import { EXPORT_KEEP_DAYS } from '@app/contract/limits';
import type { DataExport } from '@app/contract/schemas/data-export';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { formatBytes } from '../../../shared/format/numbers';
import { useDataExports, useRequestDataExport } from '../api/data-exports';

const isUnderWay = (e: DataExport) => e.status === 'PENDING' || e.status === 'RUNNING';

/** Download all my data: ask for a ZIP, watch it being prepared, download it for 7 days. */
export function DataExportSection() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const underWay = exports.data?.find(isUnderWay);
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <p className="text-sm text-slate-600">{t('export.description', { days: EXPORT_KEEP_DAYS })}</p>
      {request.isError ? <Alert>{describeError(request.error)}</Alert> : null}
      <Button
        className="self-start"
        onClick={() => request.mutate()}
        isLoading={request.isPending}
        disabled={underWay !== undefined || exports.isPending}
      >
        {t('export.request')}
      </Button>
      {exports.isPending ? <Spinner label={t('privacy.loading')} /> : null}
      {exports.isError ? (
        <ErrorState body={describeError(exports.error)} onRetry={() => void exports.refetch()} />
      ) : null}
      {exports.data?.length === 0 ? <p className="text-sm text-slate-500">{t('export.empty')}</p> : null}
      {exports.data && exports.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
          {exports.data.map((e) => (
            <li key={e.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col gap-1 text-sm">
                <span className="font-semibold text-slate-900">
                  {t('export.requestedAt', { date: formatDateTime(e.createdAt, lang) })}
                </span>
                <span className="text-slate-600">
                  {e.status === 'READY' && e.expiresAt
                    ? t('export.readyUntil', {
                        date: formatDate(e.expiresAt, lang),
                        size: formatBytes(e.sizeBytes ?? 0, lang),
                      })
                    : t(`export.status.${e.status}`, { progress: e.progress })}
                </span>
                {isUnderWay(e) ? (
                  <progress
                    className="h-2 w-full max-w-xs accent-brand-600"
                    max={100}
                    value={e.progress}
                    aria-label={t('export.progressLabel')}
                  />
                ) : null}
              </div>
              {e.downloadUrl ? (
                <a
                  href={e.downloadUrl}
                  download
                  className="inline-flex items-center justify-center self-start rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t('export.download')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
