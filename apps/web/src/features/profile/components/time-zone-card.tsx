import { timeZoneCity } from '@app/contract/rules/time-zone-names';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { timeZoneList, timeZoneOptions } from '../../../shared/format/time-zone-options';
import { useTalentTimeZone, useUpdateTalentTimeZone } from '../api/talent-time-zone';

/** The zone interview times are shown and mailed in: the talent's choice, or their country's by default. */
export function TimeZoneCard({ userId }: { userId: number }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const query = useTalentTimeZone(userId);
  const update = useUpdateTalentTimeZone(userId);
  const current = query.data?.effective ?? null;
  const options = useMemo(() => timeZoneOptions(timeZoneList(current ? [current] : []), lang), [current, lang]);
  const save = (zone: string | null) =>
    update.mutate(zone, {
      onSuccess: () => toast.success(t('timeZone.saved')),
      onError: (error) => toast.error(describeError(error)),
    });

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6" data-testid="time-zone-card">
      <h2 className="text-lg font-semibold text-slate-900">{t('timeZone.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('timeZone.description')}</p>
      <div className="mt-4">
        {query.isPending ? (
          <Spinner label={t('timeZone.loading')} />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('timeZone.loadError')}
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <FormField
              label={t('timeZone.label')}
              hint={
                query.data.timeZone === null && query.data.countryTimeZone
                  ? t('timeZone.fromCountry', { city: timeZoneCity(query.data.countryTimeZone, lang) })
                  : undefined
              }
            >
              {(control) => (
                <Combobox
                  id={control.id}
                  aria-describedby={control['aria-describedby']}
                  value={current ?? ''}
                  onValueChange={(zone) => {
                    if (zone && zone !== current) save(zone);
                  }}
                  options={options}
                  emptyText={t('timeZone.none')}
                />
              )}
            </FormField>
            {query.data.timeZone !== null && query.data.countryTimeZone ? (
              <div>
                <Button variant="ghost" size="sm" onClick={() => save(null)} isLoading={update.isPending}>
                  {t('timeZone.useCountry', { city: timeZoneCity(query.data.countryTimeZone, lang) })}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
