import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** One group of search filters: a fieldset with its legend, and an optional hint under the fields. */
export function FilterGroup({
  legend,
  hint,
  className,
  children,
}: {
  legend: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={clsx('flex flex-col gap-2', className)}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </fieldset>
  );
}
