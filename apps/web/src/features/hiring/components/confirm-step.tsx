import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type Props = {
  body: ReactNode;
  /** The message that will be sent, quoted back. */
  message?: string;
  note?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  isLoading: boolean;
  onBack: () => void;
  onConfirm: () => void;
};

/** The second step of an action dialog: what will happen, the message quoted, Back or confirm. */
export function ConfirmStep({
  body,
  message,
  note,
  confirmLabel,
  tone = 'primary',
  isLoading,
  onBack,
  onConfirm,
}: Props) {
  const { t } = useTranslation('hiring');
  return (
    <div className="flex flex-col gap-4" data-testid="confirm-step">
      <p className="font-semibold text-slate-900">{body}</p>
      {message ? (
        <blockquote className="max-h-48 overflow-y-auto rounded-lg border-l-4 border-brand-200 bg-slate-50 px-4 py-3 text-sm whitespace-pre-wrap text-slate-700">
          {message}
        </blockquote>
      ) : null}
      {note ? <p className="text-sm text-slate-600">{note}</p> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={isLoading}>
          {t('decision.back')}
        </Button>
        <Button variant={tone} onClick={onConfirm} isLoading={isLoading}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
