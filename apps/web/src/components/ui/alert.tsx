import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from './icons';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
} as const;

/** A form-level or page-level message; errors are announced to screen readers. */
export function Alert({ tone = 'error', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone])}
    >
      {tone === 'success' ? (
        <CheckIcon className="mt-0.5 shrink-0" width={18} height={18} />
      ) : (
        <AlertIcon className="mt-0.5 shrink-0" width={18} height={18} />
      )}
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  );
}
