import { POSTING_ASSESSMENTS_MAX } from '@app/contract/limits';
import { formatMoney } from '@app/contract/rules/money';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { CloseIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { LEVEL_VALUES, TRACK_VALUES } from '../../../shared/catalog/assessment-tracks';
import { parseAmount } from '../../../shared/format/numbers';
import { CURRENCY_VALUES, SALARY_TYPE_VALUES } from '../../../shared/postings/posting-values';
import type { PostingFormValues } from '../lib/posting-form';
import { Section, TextAreaField, useFieldError } from './editor-fields';

function SelectField({
  name,
  label,
  options,
}: {
  name: 'currencyCode' | 'salaryType';
  label: string;
  options: { value: string; label: string }[];
}) {
  const { control } = useFormContext<PostingFormValues>();
  const errorOf = useFieldError();
  return (
    <FormField label={label} error={errorOf(name)}>
      {({ invalid, id, ...rest }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              id={id}
              {...rest}
              invalid={invalid}
              value={field.value}
              onValueChange={field.onChange}
              options={options}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** Amounts, currency and type; the amounts are off for a negotiable salary. */
export function SalarySection() {
  const { t } = useTranslation('postings');
  const { register, control } = useFormContext<PostingFormValues>();
  const errorOf = useFieldError();
  const [type, currency, min, max] = useWatch({
    control,
    name: ['salaryType', 'currencyCode', 'salaryMin', 'salaryMax'],
  });
  const negotiable = type === 'NEGOTIABLE';
  const preview = (text: string) => {
    const n = parseAmount(text);
    return n === null || Number.isNaN(n) ? undefined : formatMoney(n, currency);
  };
  return (
    <Section title={t('editor.sections.salary')}>
      <SelectField
        name="salaryType"
        label={t('editor.fields.salaryType')}
        options={SALARY_TYPE_VALUES.map((v) => ({ value: v, label: t(`salaryTypeOptions.${v}`) }))}
      />
      <SelectField
        name="currencyCode"
        label={t('editor.fields.currencyCode')}
        options={CURRENCY_VALUES.map((v) => ({ value: v, label: t(`currencies.${v}`) }))}
      />
      {(['salaryMin', 'salaryMax'] as const).map((name) => (
        <FormField
          key={name}
          label={t(`editor.fields.${name}`)}
          error={errorOf(name)}
          hint={negotiable ? t('editor.negotiableHint') : preview(name === 'salaryMin' ? min : max)}
        >
          {({ invalid, ...control_ }) => (
            <Input inputMode="numeric" disabled={negotiable} invalid={invalid} {...control_} {...register(name)} />
          )}
        </FormField>
      ))}
    </Section>
  );
}

/** The posting's texts in the order Korean postings use (주요업무, 자격요건, 우대사항, 채용 절차) and the summary switch. */
export function TextsSection() {
  const { t } = useTranslation('postings');
  const { control } = useFormContext<PostingFormValues>();
  return (
    <Section title={t('editor.sections.texts')}>
      <TextAreaField name="businessOverview" label={t('editor.fields.businessOverview')} />
      <TextAreaField name="mainDuties" label={t('editor.fields.mainDuties')} isOptional />
      <TextAreaField name="requiredQualification" label={t('editor.fields.requiredQualification')} />
      <TextAreaField name="preferredQualification" label={t('editor.fields.preferredQualification')} isOptional />
      <TextAreaField name="hiringProcess" label={t('editor.fields.hiringProcess')} isOptional />
      <TextAreaField name="otherDetails" label={t('editor.fields.otherDetails')} isOptional />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="useAiSummary"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('editor.fields.useAiSummary')}
              hint={t('editor.aiSummaryHint')}
            />
          )}
        />
      </div>
    </Section>
  );
}

/** Required and optional assessments: a track and a level per row. */
export function AssessmentsSection() {
  const { t } = useTranslation('postings');
  return (
    <Section title={t('editor.sections.assessments')}>
      <AssessmentRows name="requiredAssessments" />
      <AssessmentRows name="optionalAssessments" />
    </Section>
  );
}

function AssessmentRows({ name }: { name: 'requiredAssessments' | 'optionalAssessments' }) {
  const { t } = useTranslation('postings');
  const { control } = useFormContext<PostingFormValues>();
  const errorOf = useFieldError();
  const rows = useFieldArray({ control, name });
  const error = errorOf(name);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t(`editor.fields.${name}`)}</legend>
      {rows.fields.length === 0 ? <p className="text-sm text-slate-500">{t('editor.noAssessments')}</p> : null}
      {rows.fields.map((row, index) => (
        <div key={row.id} className="flex items-center gap-2">
          <div className="flex-1">
            <label htmlFor={`${name}-${index}-track`} className="sr-only">
              {t('editor.track', { index: index + 1 })}
            </label>
            <Controller
              control={control}
              name={`${name}.${index}.track`}
              render={({ field }) => (
                <Select
                  id={`${name}-${index}-track`}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={TRACK_VALUES.map((v) => ({ value: v, label: t(`tracks.${v}`) }))}
                />
              )}
            />
          </div>
          <div className="w-28">
            <label htmlFor={`${name}-${index}-level`} className="sr-only">
              {t('editor.levelLabel', { index: index + 1 })}
            </label>
            <Controller
              control={control}
              name={`${name}.${index}.level`}
              render={({ field }) => (
                <Select
                  id={`${name}-${index}-level`}
                  value={String(field.value)}
                  onValueChange={(v) => field.onChange(Number(v))}
                  options={LEVEL_VALUES.map((v) => ({ value: String(v), label: t('level', { level: v }) }))}
                />
              )}
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('editor.removeAssessment', { index: index + 1 })}
            onClick={() => rows.remove(index)}
          >
            <CloseIcon width={16} height={16} />
          </Button>
        </div>
      ))}
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
      {rows.fields.length < POSTING_ASSESSMENTS_MAX ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => rows.append({ track: 'FRONTEND', level: 1 })}
        >
          {t('editor.addAssessment')}
        </Button>
      ) : null}
    </fieldset>
  );
}
