import type { ApplicationStatus } from '@app/contract/rules/application-state';
import type { BulkResultSchema } from '@app/contract/schemas/hiring';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';

type Results = z.infer<typeof BulkResultSchema>['results'];

/** Each application's outcome of a bulk rejection, by candidate name. */
export function BulkResults({
  results,
  names,
  onClose,
}: {
  results: Results;
  names: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('hiring');
  const ok = results.filter((r) => r.ok).length;
  const reason = (r: Results[number]) => {
    if (r.errorCode === 'NOT_FOUND') return t('bulk.failed.NOT_FOUND');
    if (r.errorCode === 'INVALID_APPLICATION_TRANSITION' && r.status) {
      return t('bulk.failed.INVALID_APPLICATION_TRANSITION', { status: t(`status.${r.status as ApplicationStatus}`) });
    }
    return t('bulk.failed.other');
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="font-semibold text-slate-900" role="status">
        {t('bulk.summary', { ok, failed: results.length - ok })}
      </p>
      <ul
        className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
        data-testid="bulk-results"
      >
        {results.map((r) => (
          <li key={r.applicationId} className="flex items-start gap-3 px-3 py-2 text-sm" data-ok={r.ok}>
            {r.ok ? (
              <CheckIcon width={18} height={18} className="mt-0.5 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <AlertIcon width={18} height={18} className="mt-0.5 shrink-0 text-amber-600" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1 font-medium text-slate-900">
              {names.get(r.applicationId) ?? t('bulk.unknownCandidate', { id: r.applicationId })}
            </span>
            <span className={clsx('text-right', r.ok ? 'text-emerald-700' : 'text-amber-800')}>
              {r.ok ? t('bulk.ok') : reason(r)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('bulk.close')}
        </Button>
      </div>
    </div>
  );
}
