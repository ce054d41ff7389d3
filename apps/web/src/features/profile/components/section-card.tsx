import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One section of the profile form: a titled card. */
export function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="scroll-mt-24">
      <section aria-labelledby={`${id}-title`} id={id} className="flex flex-col gap-4 p-5 sm:p-6">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}
