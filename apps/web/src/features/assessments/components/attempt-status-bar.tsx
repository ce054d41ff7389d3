import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { SaveState } from '../lib/answers';
import { formatCountdown } from '../lib/format';

type AttemptStatusBarProps = {
  title: string;
  secondsLeft: number;
  answered: number;
  total: number;
  saveState: SaveState | 'idle';
  onRetry: () => void;
  onSubmit: () => void;
  isSubmitting: boolean;
};

/**
 * The attempt's header: name, countdown, progress, saving state and the submit button. Below 1024 px the countdown
 * and the submit button are a bar fixed at the bottom of the screen (where the layout keeps room for it).
 */
export function AttemptStatusBar(props: AttemptStatusBarProps) {
  const { title, secondsLeft, answered, total, saveState, onRetry, onSubmit, isSubmitting } = props;
  const { t } = useTranslation('assessments');
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  const saveText = {
    idle: t('attempt.save.idle'),
    pending: t('attempt.save.saving'),
    saving: t('attempt.save.saving'),
    saved: t('attempt.save.saved'),
    error: t('attempt.save.error'),
  }[saveState];
  return (
    <div className="z-20 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-sm lg:sticky lg:top-20">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-lg font-bold text-slate-900 sm:text-xl">{title}</h1>
        <div
          className="flex items-center gap-3 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:min-h-[calc(3.5rem+1px)] max-lg:justify-between max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:px-4 max-lg:pt-1.5 max-lg:pb-[calc(0.375rem+env(safe-area-inset-bottom))] max-lg:shadow-[0_-4px_12px_rgb(15_23_42/0.08)]"
          data-testid="attempt-bar"
        >
          <div
            className={clsx(
              'flex flex-col rounded-lg px-3 py-0.5 max-lg:flex-row max-lg:items-baseline max-lg:gap-2 lg:items-end lg:py-1',
              secondsLeft <= 60
                ? 'bg-red-50 text-red-700'
                : secondsLeft <= 300
                  ? 'bg-amber-50 text-amber-800'
                  : 'bg-slate-100 text-slate-800',
            )}
          >
            <span className="text-xs font-medium">{t('attempt.timeLeft')}</span>
            <span role="timer" aria-label={t('attempt.timeLeft')} className="font-mono text-xl font-bold tabular-nums">
              {formatCountdown(secondsLeft)}
            </span>
          </div>
          <Button onClick={onSubmit} isLoading={isSubmitting}>
            {t('attempt.submit')}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs font-medium">
          <span className="text-slate-600">{t('attempt.answered', { answered, total })}</span>
          <span
            role="status"
            className={clsx('flex items-center gap-2', saveState === 'error' ? 'text-red-700' : 'text-slate-500')}
          >
            {saveText}
            {saveState === 'error' ? (
              <Button variant="link" size="sm" onClick={onRetry}>
                {t('attempt.save.retryNow')}
              </Button>
            ) : null}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('attempt.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}
