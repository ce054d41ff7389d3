import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  invalid: boolean;
};

type FormFieldProps = {
  label: ReactNode;
  /** Already translated error text. */
  error?: string;
  hint?: ReactNode;
  /** A positive status below the control (e.g. "This e-mail is available"). */
  status?: ReactNode;
  isOptional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label tied to its control, with hint and error text announced through aria-describedby. */
export function FormField({ label, error, hint, status, isOptional, className, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, status && !error ? statusId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {isOptional ? <span className="ml-1 font-normal text-slate-500"> ({t('a11y.optional')})</span> : null}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, invalid: !!error })}
      {hint ? (
        <div id={hintId} className="text-xs text-slate-500">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : status ? (
        <p id={statusId} className="text-sm text-emerald-700" aria-live="polite">
          {status}
        </p>
      ) : null}
    </div>
  );
}
