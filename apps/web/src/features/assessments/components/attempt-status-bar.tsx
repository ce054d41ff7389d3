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

/** The attempt's header: name, countdown, progress, saving state and the submit button. */
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
    <div className="z-20 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-sm backdrop-blur sm:sticky sm:top-20">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-lg font-bold text-slate-900 sm:text-xl">{title}</h1>
        <div className="flex items-center gap-3">
          <div
            className={clsx(
              'flex flex-col items-end rounded-lg px-3 py-1',
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
      {/* On phones the bar scrolls away: a small copy of the countdown stays in the corner. */}
      <p
        aria-hidden="true"
        className={clsx(
          'fixed right-3 bottom-3 z-30 rounded-full px-3 py-1.5 font-mono text-sm font-bold shadow-lg tabular-nums sm:hidden',
          secondsLeft <= 60 ? 'bg-red-600 text-white' : 'bg-slate-900 text-white',
        )}
      >
        {t('attempt.timeLeftShort', { time: formatCountdown(secondsLeft) })}
      </p>
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
