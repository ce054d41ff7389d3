import { DELAY_GRACE_DAYS_MAX, DELAY_GRACE_DAYS_MIN } from '@app/contract/rules/fair-hiring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { saveFairHiringSettings, settingsQueryKey, useFairHiringSettings } from '../api/settings';

/** A whole number of days within the rule's range, or null. */
function daysOf(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const days = Number(text);
  return days >= DELAY_GRACE_DAYS_MIN && days <= DELAY_GRACE_DAYS_MAX ? days : null;
}

/**
 * The company's grace period (Art. 8, decision 039): how many days after a missed stated date the platform tells the
 * applicants of the delay on the company's behalf. Owners change it; the default is 7 days.
 */
export function GracePeriodSetting({ orgId }: { orgId: number }) {
  const { t } = useTranslation('dashboard');
  const settings = useFairHiringSettings(orgId);
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const saved = settings.data?.delayGraceDays;
  useEffect(() => {
    if (saved !== undefined) setValue(String(saved));
  }, [saved]);
  const save = useMutation({
    mutationFn: (delayGraceDays: number) => saveFairHiringSettings(orgId, { delayGraceDays }),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsQueryKey(orgId), data);
      toast.success(t('fairHiring.graceSaved'));
    },
    onError: (error) => toast.error(describeError(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = daysOf(value);
    setInvalid(days === null);
    if (days !== null) save.mutate(days);
  };
  return (
    <section
      aria-label={t('fairHiring.graceTitle')}
      className="flex flex-col gap-2 border-t border-slate-100 pt-4"
      data-testid="grace-period"
    >
      <h3 className="text-sm font-semibold text-slate-900">{t('fairHiring.graceTitle')}</h3>
      {settings.isError ? (
        <ErrorState body={describeError(settings.error)} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Skeleton className="h-16" />
      ) : (
        <form onSubmit={submit} noValidate>
          <FormField
            label={t('fairHiring.graceLabel')}
            hint={t('fairHiring.graceHint')}
            error={invalid ? t('fairHiring.graceInvalid') : undefined}
          >
            {(control) => (
              <div className="flex items-start gap-2">
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={DELAY_GRACE_DAYS_MIN}
                  max={DELAY_GRACE_DAYS_MAX}
                  step={1}
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  className="w-24"
                />
                <Button type="submit" variant="secondary" isLoading={save.isPending}>
                  {t('fairHiring.graceSave')}
                </Button>
              </div>
            )}
          </FormField>
        </form>
      )}
    </section>
  );
}
