import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Card } from './card';

/** A titled card of free text with its line breaks kept (a posting's sections, a company's texts). */
export function TextCard({
  title,
  text,
  className,
  ...props
}: { title: string; text: string } & ComponentProps<'div'>) {
  return (
    <Card className={clsx('p-5 sm:p-6', className)} {...props}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm leading-7 break-words whitespace-pre-line text-slate-700">{text}</p>
    </Card>
  );
}
