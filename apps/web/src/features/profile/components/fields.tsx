import type { ReactNode } from 'react';
import { Controller, get, type Path, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { DateValueHint, MonthInput } from '../../../components/ui/month-input';
import { Select, type SelectOption } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { translateValidation } from '../../../lib/form-errors';
import type { ProfileFormValues } from '../lib/profile-form';

export type FieldName = Path<ProfileFormValues>;

/** The translated error of a field (or of a list, whose message may sit on `root`). */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<ProfileFormValues>();
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return translateValidation(error?.message ?? error?.root?.message);
}

type BaseProps = { name: FieldName; label: ReactNode; hint?: ReactNode; isOptional?: boolean; className?: string };

export function TextField({
  name,
  label,
  hint,
  isOptional,
  className,
  type = 'text',
  maxLength,
  list,
  autoComplete,
}: BaseProps & { type?: 'text' | 'url'; maxLength?: number; list?: string; autoComplete?: string }) {
  const { register } = useFormContext<ProfileFormValues>();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <Input
          type={type}
          maxLength={maxLength}
          list={list}
          autoComplete={autoComplete ?? 'off'}
          {...control}
          {...register(name)}
        />
      )}
    </FormField>
  );
}

export function TextareaField({
  name,
  label,
  hint,
  isOptional,
  className,
  maxLength,
}: BaseProps & { maxLength?: number }) {
  const { register } = useFormContext<ProfileFormValues>();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => <Textarea maxLength={maxLength} {...control} {...register(name)} />}
    </FormField>
  );
}

export function MonthField({ name, label, hint, isOptional, className }: BaseProps) {
  const { register } = useFormContext<ProfileFormValues>();
  const value = useWatch<ProfileFormValues>({ name });
  const error = useFieldError(name);
  const hints = (
    <>
      {hint ? <>{hint} </> : null}
      <DateValueHint kind="month" value={value} />
    </>
  );
  return (
    <FormField label={label} hint={hints} error={error} isOptional={isOptional} className={className}>
      {(control) => <MonthInput {...control} {...register(name)} />}
    </FormField>
  );
}

/** A number; an empty field is `null` when optional (GPA), else missing (reported as required). */
export function NumberField({
  name,
  label,
  hint,
  isOptional,
  className,
  step = 1,
  min,
  max,
}: BaseProps & { step?: number; min?: number; max?: number }) {
  const { register } = useFormContext<ProfileFormValues>();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <Input
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          max={max}
          {...control}
          {...register(name, {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? (isOptional ? null : undefined) : Number(value),
          })}
        />
      )}
    </FormField>
  );
}

/** A choice from a short list; `numeric` stores the value as a number (catalogue ids). */
export function SelectField({
  name,
  label,
  hint,
  isOptional,
  className,
  options,
  placeholder,
  numeric,
}: BaseProps & { options: readonly SelectOption[]; placeholder?: string; numeric?: boolean }) {
  const { control: formControl } = useFormContext<ProfileFormValues>();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} error={error} isOptional={isOptional} className={className}>
      {(control) => (
        <Controller
          control={formControl}
          name={name}
          render={({ field }) => (
            <Select
              id={control.id}
              aria-describedby={control['aria-describedby']}
              invalid={control.invalid}
              name={field.name}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onValueChange={(value) => field.onChange(numeric ? Number(value) : value)}
              options={options}
              placeholder={placeholder}
            />
          )}
        />
      )}
    </FormField>
  );
}
