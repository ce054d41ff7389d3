import type { CandidateCard } from '@app/contract/schemas/hiring';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** The candidate's public assessment results: track and level, score, passed or not. */
export function AssessmentResults({ results }: { results: CandidateCard['userAssessmentDto'] }) {
  const { t } = useTranslation('hiring');
  if (results.length === 0) return <p className="text-sm text-slate-500">{t('card.noAssessments')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('card.assessments')}>
      {results.map((r) => (
        <li
          key={`${r.track}:${r.level}`}
          data-testid="assessment-result"
          className={clsx(
            'inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1 text-xs',
            r.passed
              ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
              : 'border-slate-200 bg-slate-50 text-slate-700',
          )}
        >
          <span className="font-semibold">{t('trackLevel', { track: t(`tracks.${r.track}`), level: r.level })}</span>
          <span>{t('card.score', { score: r.obtainedScore, total: r.totalScore })}</span>
          <span className="font-medium">{r.passed ? t('card.passed') : t('card.failed')}</span>
        </li>
      ))}
    </ul>
  );
}
