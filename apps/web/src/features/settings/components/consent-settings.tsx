import type { ConsentKind, OptionalConsentKind } from '@app/contract/rules/consents';
import type { Consent } from '@app/contract/schemas/consent';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { formatDate } from '../../../shared/format/dates';
import { useConsents, useUpdateConsents } from '../api/consents';

const FIELD: Record<OptionalConsentKind, 'marketing' | 'talentPool'> = {
  MARKETING: 'marketing',
  TALENT_POOL: 'talentPool',
};
const isOptional = (kind: ConsentKind): kind is OptionalConsentKind => kind in FIELD;

/** Each consent with the version and date agreed; optional ones switch on and off (every change is kept). */
export function ConsentSettings() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const consents = useConsents();
  const update = useUpdateConsents();
  if (consents.isPending) return <Spinner label={t('privacy.loading')} />;
  if (consents.isError)
    return <ErrorState body={describeError(consents.error)} onRetry={() => void consents.refetch()} />;
  const { history } = consents.data;
  const dateOf = (consent: Consent) => (consent.updatedAt ? formatDate(consent.updatedAt, lang) : null);
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <p className="text-sm text-slate-600">{t('privacy.consentsDescription')}</p>
      {update.isError ? <Alert>{describeError(update.error)}</Alert> : null}
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
        {consents.data.consents.map((consent) => {
          const date = dateOf(consent);
          const status = consent.isGranted
            ? t('privacy.agreedOn', { date, version: consent.version })
            : date
              ? t('privacy.withdrawnOn', { date })
              : t('privacy.notGiven');
          const label = `${t(`privacy.kinds.${consent.kind}.label`)} ${t(consent.isRequired ? 'privacy.required' : 'privacy.optional')}`;
          const hint = `${t(`privacy.kinds.${consent.kind}.body`)} ${status}`;
          const kind = consent.kind;
          if (!isOptional(kind)) {
            return (
              <li key={kind} className="flex flex-col gap-1 p-4">
                <span className="text-sm font-semibold text-slate-900">{label}</span>
                <span className="text-sm text-slate-600">{hint}</span>
              </li>
            );
          }
          const pending = update.isPending ? update.variables?.[FIELD[kind]] : undefined;
          return (
            <li key={kind} className="p-4">
              <Switch
                name={`consent-${kind}`}
                label={label}
                hint={hint}
                checked={pending ?? consent.isGranted}
                disabled={update.isPending}
                onCheckedChange={(checked) =>
                  update.mutate({ [FIELD[kind]]: checked }, { onSuccess: () => toast.success(t('privacy.saved')) })
                }
              />
            </li>
          );
        })}
      </ul>
      {history.length > 0 ? (
        <details className="rounded-xl border border-slate-200 p-4 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">{t('privacy.historyTitle')}</summary>
          <ol className="mt-3 flex flex-col gap-1.5 text-slate-600">
            {history.map((event) => (
              <li key={`${event.kind}-${event.createdAt}-${String(event.isGranted)}`}>
                {t(event.isGranted ? 'privacy.historyGranted' : 'privacy.historyWithdrawn', {
                  date: formatDate(event.createdAt, lang),
                  kind: t(`privacy.kinds.${event.kind}.label`),
                  version: event.version,
                })}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
