import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

type DashboardCardProps = {
  title: string;
  body?: string;
  /** Beside the title: a "see all" link or a badge. */
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
};

/** One card of a dashboard: a title (with an optional line under it and something beside it), then its content. */
export function DashboardCard({ title, body, aside, testId, children }: DashboardCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {body ? <p className="mt-1 text-sm text-slate-600">{body}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}
