import { POSTING_CITY_MAX, POSTING_TEXT_MAX, POSTING_TITLE_MAX } from '@app/contract/limits';
import { normalizeDay } from '@app/contract/rules/months';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { DateInput, DateValueHint } from '../../../components/ui/month-input';
import { Textarea } from '../../../components/ui/textarea';
import { translateValidation } from '../../../lib/form-errors';
import { EMPLOYMENT_TYPE_VALUES, WORK_MODE_VALUES } from '../../../shared/postings/posting-values';
import type { PostingFormValues } from '../lib/posting-form';

/** The translated error of a field (also of an array field's items, shown on the field). */
export function useFieldError() {
  const { formState } = useFormContext<PostingFormValues>();
  return (name: keyof PostingFormValues) => {
    const error = formState.errors[name] as { message?: string; root?: { message?: string } } | undefined;
    return translateValidation(error?.message ?? error?.root?.message);
  };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

type TextProps = { name: FieldPath<PostingFormValues> & keyof PostingFormValues; label: string; max: number };

export function TextInputField({ name, label, max, type = 'text' }: TextProps & { type?: string }) {
  const { register } = useFormContext<PostingFormValues>();
  const errorOf = useFieldError();
  return (
    <FormField label={label} error={errorOf(name)}>
      {({ invalid, ...control }) => (
        <Input type={type} maxLength={max} invalid={invalid} {...control} {...register(name)} />
      )}
    </FormField>
  );
}

/** A calendar date, typed, read back in the page's language (see DateInput). */
export function DateField({
  name,
  label,
}: {
  name: 'startedAt' | 'endedAt' | 'documentsBy' | 'interviewsBy' | 'resultBy';
  label: string;
}) {
  const { register, setValue } = useFormContext<PostingFormValues>();
  const value = useWatch<PostingFormValues, typeof name>({ name });
  const errorOf = useFieldError();
  const field = register(name);
  return (
    <FormField label={label} hint={<DateValueHint kind="date" value={value} />} error={errorOf(name)}>
      {({ invalid, ...control }) => (
        <DateInput
          invalid={invalid}
          {...control}
          {...field}
          // `2026.3.5` becomes `2026-03-05` on leaving the field: what is saved is what the field shows.
          onBlur={(event) => {
            const day = normalizeDay(event.target.value);
            if (day && day !== event.target.value) setValue(name, day, { shouldDirty: true });
            return field.onBlur(event);
          }}
        />
      )}
    </FormField>
  );
}

export function TextAreaField({ name, label, isOptional }: Omit<TextProps, 'max'> & { isOptional?: boolean }) {
  const { register } = useFormContext<PostingFormValues>();
  const errorOf = useFieldError();
  return (
    <FormField label={label} error={errorOf(name)} isOptional={isOptional} className="sm:col-span-2">
      {({ invalid, ...control }) => (
        <Textarea rows={5} maxLength={POSTING_TEXT_MAX} invalid={invalid} {...control} {...register(name)} />
      )}
    </FormField>
  );
}

/** A group of checkboxes for a list field (employment types, work modes). */
function CheckList<K extends 'employmentTypes' | 'workModes'>({
  name,
  legend,
  values,
  labelOf,
}: {
  name: K;
  legend: string;
  values: readonly PostingFormValues[K][number][];
  labelOf: (value: PostingFormValues[K][number]) => string;
}) {
  const { control } = useFormContext<PostingFormValues>();
  const errorOf = useFieldError();
  const error = errorOf(name);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {values.map((value) => {
              const list = field.value as string[];
              return (
                <Checkbox
                  key={value}
                  label={labelOf(value)}
                  checked={list.includes(value)}
                  onCheckedChange={(on) => field.onChange(on ? [...list, value] : list.filter((v) => v !== value))}
                />
              );
            })}
          </div>
        )}
      />
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}

/** Title, employment types, place, work modes and dates. */
export function BasicsSection({ countries }: { countries: readonly ComboboxOption[] }) {
  const { t } = useTranslation('postings');
  const { control } = useFormContext<PostingFormValues>();
  const errorOf = useFieldError();
  return (
    <Section title={t('editor.sections.basics')}>
      <div className="sm:col-span-2">
        <TextInputField name="title" label={t('editor.fields.title')} max={POSTING_TITLE_MAX} />
      </div>
      <CheckList
        name="employmentTypes"
        legend={t('editor.fields.employmentTypes')}
        values={EMPLOYMENT_TYPE_VALUES}
        labelOf={(v) => t(`employmentTypes.${v}`)}
      />
      <CheckList
        name="workModes"
        legend={t('editor.fields.workModes')}
        values={WORK_MODE_VALUES}
        labelOf={(v) => t(`workModes.${v}`)}
      />
      <FormField label={t('editor.fields.country')} error={errorOf('country')}>
        {({ invalid, ...control_ }) => (
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Combobox
                {...control_}
                invalid={invalid}
                value={field.value}
                onValueChange={field.onChange}
                options={countries}
                emptyText={t('editor.noMatch')}
                placeholder={t('editor.choose')}
              />
            )}
          />
        )}
      </FormField>
      <TextInputField name="city" label={t('editor.fields.city')} max={POSTING_CITY_MAX} />
      <DateField name="startedAt" label={t('editor.fields.startedAt')} />
      <DateField name="endedAt" label={t('editor.fields.endedAt')} />
    </Section>
  );
}
