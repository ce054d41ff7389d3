import { HIRING_MESSAGE_MAX } from '@app/contract/limits';
import { ASSESSMENT_LEVELS, ASSESSMENT_TRACKS, type AssessmentTrack } from '@app/contract/schemas/assessment-track';
import type { AdditionalAssessmentRequestSchema } from '@app/contract/schemas/hiring';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useRequestAssessment } from '../api/request-assessment';
import { actionErrorMessage } from '../lib/action-error';
import { ConfirmStep } from './confirm-step';

type Values = { track: AssessmentTrack; level: number; message: string };
type Request = z.output<typeof AdditionalAssessmentRequestSchema>;
const DEFAULTS: Values = { track: 'BACKEND', level: 1, message: '' };
const FIELDS = ['track', 'level', 'message'];
const resolver = lazyZodResolver<Values, Request>(() =>
  import('@app/contract/schemas/hiring').then((m) => m.AdditionalAssessmentRequestSchema as never),
);

type Props = { orgId: number; appId: number; name: string; open: boolean; onClose: () => void };

/** Ask the candidate to take an assessment (track and level) with a message, then confirm. */
export function AssessmentDialog({ orgId, appId, name, open, onClose }: Props) {
  const { t } = useTranslation('hiring');
  const [step, setStep] = useState<'write' | 'confirm'>('write');
  const form = useForm<Values, unknown, Request>({ resolver, defaultValues: DEFAULTS });
  const request = useRequestAssessment(orgId, appId);
  const { errors } = form.formState;
  useEffect(() => {
    if (open) resolver.preload();
    else {
      form.reset(DEFAULTS);
      setStep('write');
    }
  }, [open, form]);
  const values = form.getValues();
  const assessment = t('trackLevel', { track: t(`tracks.${values.track}`), level: values.level });

  // mutateAsync: the confirmation is shown even if the refreshed detail has unmounted this dialog meanwhile.
  const confirm = async () => {
    try {
      await request.mutateAsync({ ...values, message: values.message.trim() });
      toast.success(t('assessment.done', { name }));
      onClose();
    } catch (error) {
      toast.error(actionErrorMessage(error));
      if (isApiError(error) && applyServerFieldErrors(error, form.setError, FIELDS) > 0) setStep('write');
      else onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={step === 'write' ? t('assessment.title', { name }) : t('decision.confirmTitle')}
      description={step === 'write' ? t('assessment.description') : undefined}
    >
      {step === 'write' ? (
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(() => setStep('confirm'))}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('assessment.track')} error={translateValidation(errors.track?.message)}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="track"
                  render={({ field }) => (
                    <Select
                      id={control.id}
                      aria-describedby={control['aria-describedby']}
                      value={field.value}
                      onValueChange={(v) => field.onChange(v as AssessmentTrack)}
                      options={ASSESSMENT_TRACKS.map((v) => ({ value: v, label: t(`tracks.${v}`) }))}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label={t('assessment.level')} error={translateValidation(errors.level?.message)}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="level"
                  render={({ field }) => (
                    <Select
                      id={control.id}
                      aria-describedby={control['aria-describedby']}
                      value={String(field.value)}
                      onValueChange={(v) => field.onChange(Number(v))}
                      options={ASSESSMENT_LEVELS.map((v) => ({ value: String(v), label: t('level', { level: v }) }))}
                    />
                  )}
                />
              )}
            </FormField>
          </div>
          <FormField label={t('assessment.message')} error={translateValidation(errors.message?.message)}>
            {(control) => (
              <Textarea rows={4} maxLength={HIRING_MESSAGE_MAX} {...control} {...form.register('message')} />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('decision.cancel')}
            </Button>
            <Button type="submit">{t('decision.next')}</Button>
          </div>
        </form>
      ) : (
        <ConfirmStep
          body={t('assessment.confirmBody', { name, assessment })}
          message={values.message.trim()}
          confirmLabel={t('assessment.confirm')}
          isLoading={request.isPending}
          onBack={() => setStep('write')}
          onConfirm={confirm}
        />
      )}
    </Dialog>
  );
}
