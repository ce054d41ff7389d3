import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** The centred card every auth screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <Card className={`mx-auto w-full ${wide ? 'max-w-xl' : 'max-w-md'} p-6 sm:p-8`}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-2 text-[15px] leading-6 text-slate-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? <div className="mx-auto mt-6 max-w-md text-center text-sm text-slate-600">{footer}</div> : null}
    </div>
  );
}
