import { CURRENCY_CODES } from '@app/contract/rules/money';
import { formatOfferPay, OFFER_PERIODS } from '@app/contract/rules/offer';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { translateValidation } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { useSubmitOffer } from '../api/submit-offer';
import { actionErrorMessage } from '../lib/action-error';
import type { DecisionRequest, DecisionValues } from '../lib/decision-form';
import {
  expiryInstant,
  type OfferValues,
  offerDefaults,
  offerFormIssues,
  toOfferFormPath,
  toOfferRequest,
} from '../lib/offer-form';
import { ConfirmStep } from './confirm-step';
import { MessageFields } from './message-fields';

type Props = { orgId: number; appId: number; candidateId: number; name: string; open: boolean; onClose: () => void };

/**
 * A structured offer: pay (amount, currency, period), start date, the day it lapses and the message; then a
 * confirmation that repeats the terms. The contract's rules check the fields as the server will.
 */
export function OfferDialog({ orgId, appId, candidateId, name, open, onClose }: Props) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const [step, setStep] = useState<'write' | 'confirm'>('write');
  const form = useForm<OfferValues>({ defaultValues: offerDefaults() });
  const submit = useSubmitOffer(orgId, appId);
  useEffect(() => {
    if (!open) {
      form.reset(offerDefaults());
      setStep('write');
    }
  }, [open, form]);
  const errors = form.formState.errors;
  const error = (field: keyof OfferValues) => translateValidation(errors[field]?.message);

  const review = form.handleSubmit((values) => {
    const issues = offerFormIssues(values);
    for (const issue of issues) form.setError(issue.field, { type: 'rule', message: issue.key });
    if (issues.length === 0) setStep('confirm');
  });
  const confirm = async () => {
    try {
      const detail = await submit.mutateAsync(toOfferRequest(form.getValues(), candidateId));
      toast.success(t(detail.offer?.status === 'PENDING_APPROVAL' ? 'offer.doneHeld' : 'offer.doneSent', { name }));
      onClose();
    } catch (failure) {
      toast.error(actionErrorMessage(failure));
      let placed = 0;
      if (isApiError(failure)) {
        for (const field of failure.fields) {
          const path = toOfferFormPath(field.path);
          if (path) {
            form.setError(path, { type: 'server', message: field.key });
            placed += 1;
          }
        }
      }
      if (placed > 0) setStep('write');
      else onClose();
    }
  };
  const values = form.getValues();
  const amount = Number(values.amount.replaceAll(',', ''));

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={step === 'write' ? t('decision.title.OFFER', { name }) : t('decision.confirmTitle')}
      description={step === 'write' ? t('offer.description') : undefined}
    >
      {step === 'write' ? (
        <form noValidate className="flex flex-col gap-4" onSubmit={review} data-testid="offer-form">
          <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('offer.salary')}</legend>
            <FormField label={t('offer.amount')} error={error('amount')}>
              {(control) => <Input inputMode="numeric" autoComplete="off" {...control} {...form.register('amount')} />}
            </FormField>
            <FormField label={t('offer.currency')} error={error('currency')}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="currency"
                  render={({ field }) => (
                    <Select
                      {...control}
                      value={field.value}
                      onValueChange={field.onChange}
                      options={CURRENCY_CODES.map((c) => ({ value: c, label: t(`offer.currencies.${c}`) }))}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label={t('offer.period')} error={error('period')}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="period"
                  render={({ field }) => (
                    <Select
                      {...control}
                      value={field.value}
                      onValueChange={field.onChange}
                      options={OFFER_PERIODS.map((p) => ({ value: p, label: t(`offer.periods.${p}`) }))}
                    />
                  )}
                />
              )}
            </FormField>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label={t('offer.startDate')} error={error('startDate')}>
              {(control) => <Input type="date" {...control} {...form.register('startDate')} />}
            </FormField>
            <FormField label={t('offer.expiryDate')} hint={t('offer.expiryHint')} error={error('expiryDate')}>
              {(control) => <Input type="date" {...control} {...form.register('expiryDate')} />}
            </FormField>
          </div>
          {/* The message fields read only `content` and `emailNotiFlag`, which the offer form shares. */}
          <MessageFields form={form as unknown as UseFormReturn<DecisionValues, unknown, DecisionRequest>} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit">{t('decision.next')}</Button>
          </div>
        </form>
      ) : (
        <ConfirmStep
          body={
            <>
              {t('decision.confirmBody.OFFER', { name })}
              <span className="mt-2 block text-sm font-normal text-slate-700" data-testid="offer-summary">
                {t('offer.summary', {
                  pay: formatOfferPay(amount, values.currency, values.period, lang),
                  start: formatDate(`${values.startDate}T12:00:00Z`, lang, 'UTC'),
                  expires: formatDateTime(expiryInstant(values.expiryDate), lang),
                })}
              </span>
            </>
          }
          message={values.content.trim()}
          note={values.emailNotiFlag ? t('decision.mailYes') : t('decision.mailNo')}
          confirmLabel={t('decision.confirm.OFFER')}
          isLoading={submit.isPending}
          onBack={() => setStep('write')}
          onConfirm={confirm}
        />
      )}
    </Dialog>
  );
}
