import type { ReactNode } from 'react';

/** A screen's title (its one h1) with the line under it. */
export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{subtitle}</p>
    </div>
  );
}
