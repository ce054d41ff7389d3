import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One titled panel of a settings screen (the talent's tabs, the company's page). */
export function SettingsPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}
