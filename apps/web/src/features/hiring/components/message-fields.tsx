import { HIRING_MESSAGE_MAX } from '@app/contract/limits';
import { formatNumber } from '@app/contract/rules/money';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { translateValidation } from '../../../lib/form-errors';
import type { DecisionRequest, DecisionValues } from '../lib/decision-form';

/** The message to the candidate (with its length) and whether it also goes by e-mail. */
export function MessageFields({ form }: { form: UseFormReturn<DecisionValues, unknown, DecisionRequest> }) {
  const { t } = useTranslation('hiring');
  const length = form.watch('content').length;
  const error = form.formState.errors.content?.message;
  return (
    <>
      <FormField
        label={t('decision.content')}
        error={translateValidation(error)}
        hint={
          <span className="flex justify-between gap-3">
            <span>{t('decision.contentHint')}</span>
            <span aria-hidden="true">
              {t('decision.charCount', { length: formatNumber(length), max: formatNumber(HIRING_MESSAGE_MAX) })}
            </span>
          </span>
        }
      >
        {(control) => <Textarea rows={5} maxLength={HIRING_MESSAGE_MAX} {...control} {...form.register('content')} />}
      </FormField>
      <Controller
        control={form.control}
        name="emailNotiFlag"
        render={({ field }) => (
          <Checkbox
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            label={t('decision.emailNotiFlag')}
          />
        )}
      />
    </>
  );
}
