import type { Assessment, ResultSummary } from '@app/contract/schemas/assessment';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import { localized } from '../lib/format';
import { attemptPath, ResultBadge } from './shared';

type LevelCardProps = {
  assessment: Assessment;
  /** The company asking for this one, when there is an open request. */
  requestedBy?: string | null;
  onStart: (assessment: Assessment) => void;
};

/** One level of a track: what it covers, its size, the talent's results and what they can do next. */
export function LevelCard({ assessment: a, requestedBy, onStart }: LevelCardProps) {
  const { t } = useTranslation('assessments');
  const lang = useLang();
  const to = useLocalizedPath();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col gap-3 rounded-xl border p-4',
        requestedBy ? 'border-amber-300 bg-amber-50/50' : 'border-slate-200 bg-white',
      )}
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {localized(a.names, lang)}
      </h3>
      {requestedBy ? (
        <Badge tone="warning" className="self-start">
          {t('catalogue.requested', { company: requestedBy })}
        </Badge>
      ) : null}
      <p className="text-sm leading-6 text-slate-600">{localized(a.descriptions, lang)}</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium text-slate-500">
        <li>{t('catalogue.duration', { minutes: a.durationMinutes })}</li>
        <li>{t('catalogue.questions', { count: a.questionCount })}</li>
        <li>{t('catalogue.participants', { count: formatCount(a.participants) })}</li>
      </ul>
      {a.latest ? (
        <dl className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 text-sm">
          <ResultCell label={t('catalogue.best')} result={a.best} total={a.totalScore} />
          <ResultCell label={t('catalogue.latest')} result={a.latest} total={a.totalScore} />
        </dl>
      ) : (
        <p className="text-sm text-slate-500">{t('catalogue.notTaken')}</p>
      )}
      {a.retakeAvailableAt && !a.inProgressAttemptId ? (
        <p className="text-xs font-medium text-amber-800">
          {t('catalogue.retakeAt', { date: formatDateTime(a.retakeAvailableAt, lang, { withZoneName: true }) })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        {a.inProgressAttemptId ? (
          <Link to={to(attemptPath(a.inProgressAttemptId))} className={buttonClasses({ size: 'sm' })}>
            {t('catalogue.resume')}
          </Link>
        ) : (
          <Button
            size="sm"
            variant={a.latest ? 'secondary' : 'primary'}
            disabled={a.retakeAvailableAt !== null}
            onClick={() => onStart(a)}
          >
            {a.latest ? t('catalogue.retake') : t('catalogue.start')}
          </Button>
        )}
        {a.latest ? (
          <Link to={to(a.latest.reportUrl)} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
            {t('catalogue.viewReport')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

function ResultCell({ label, result, total }: { label: string; result: ResultSummary | null; total: number }) {
  const { t } = useTranslation('assessments');
  if (!result) return null;
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="flex flex-wrap items-center gap-1.5">
        <span className="font-semibold text-slate-900 tabular-nums">
          {t('catalogue.score', { score: result.obtainedScore, total })}
        </span>
        <ResultBadge passed={result.passed} />
      </dd>
    </div>
  );
}
