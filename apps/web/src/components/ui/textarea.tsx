import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { inputClasses } from './input';

export type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

/** A multi-line text field styled like `Input`; grows with the user's resize handle only. */
export function Textarea({ invalid, className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={inputClasses(invalid, clsx('h-auto min-h-24 resize-y py-2.5 leading-6', className))}
      {...props}
    />
  );
}
