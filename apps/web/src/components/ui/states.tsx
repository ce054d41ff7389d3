import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { AlertIcon, InboxIcon } from './icons';

export function EmptyState({ title, body, action }: { title: ReactNode; body?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <InboxIcon width={32} height={32} className="text-slate-400" />
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {body ? <p className="max-w-md text-sm text-slate-500">{body}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({ title, body, onRetry }: { title?: ReactNode; body?: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
    >
      <AlertIcon width={32} height={32} className="text-red-500" />
      <p className="text-base font-semibold text-slate-900">{title ?? t('states.errorTitle')}</p>
      {body ? <p className="max-w-md text-sm text-slate-600">{body}</p> : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      ) : null}
    </div>
  );
}
