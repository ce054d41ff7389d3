import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const inputClasses = (invalid?: boolean, className?: string) =>
  clsx(
    'block h-11 w-full rounded-lg border bg-white px-3 text-[15px] text-slate-900 shadow-xs transition-colors',
    'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid
      ? 'border-red-500 focus:outline-red-500'
      : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600',
    className,
  );

export type InputProps = ComponentProps<'input'> & { invalid?: boolean };

export function Input({ invalid, className, ...props }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={inputClasses(invalid, className)} {...props} />;
}
