import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/card';
import { i18n, loadNamespace } from '../../lib/i18n';
import { useLang } from '../../lib/use-lang';
import { TRACK_VALUES } from '../catalog/assessment-tracks';

/** One result as cards get it (talent search cards, previews, candidate cards): names are built here. */
export type AssessmentBadgeResult = {
  track: AssessmentTrack;
  level: number;
  obtainedScore: number;
  /** 100 when left out. */
  totalScore?: number;
  passed: boolean;
  /** The report's route (`/report/{attemptId}`); linked when `linkReports` is set. */
  reportUrl?: string | null;
};

type AssessmentBadgesProps = {
  results: readonly AssessmentBadgeResult[];
  /** The list's accessible name; "Assessment results" when left out. */
  label?: string;
  /** Each badge links to its report (public results: companies and admins may open them). */
  linkReports?: boolean;
  className?: string;
};

/** The `assessments` messages, loaded on first use when the screen did not load them (true once they are there). */
function useAssessmentMessages() {
  const loaded = () => i18n.hasResourceBundle('en', 'assessments') && i18n.hasResourceBundle('ko', 'assessments');
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadNamespace('assessments').then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * Assessment results as compact badges ("Frontend Lv.1 · 85/100 · Passed"), green when passed; ordered by track and
 * level. Shared by the talent search card, the talent preview and the candidate cards.
 */
export function AssessmentBadges({ results, label, linkReports = false, className }: AssessmentBadgesProps) {
  const ready = useAssessmentMessages();
  const { t } = useTranslation('assessments');
  const lang = useLang();
  if (!ready || results.length === 0) return null;
  const sorted = [...results].sort(
    (a, b) => TRACK_VALUES.indexOf(a.track) - TRACK_VALUES.indexOf(b.track) || a.level - b.level,
  );
  return (
    <ul
      aria-label={label ?? t('badges.label')}
      className={clsx('flex flex-wrap gap-2', className)}
      data-testid="assessment-badges"
    >
      {sorted.map((r) => {
        const track = t(`tracks.${r.track}`);
        const name = t('assessmentName', { track, level: t(`levels.${String(r.level) as '1' | '2' | '3'}`) });
        const result = r.passed ? t('badges.passed') : t('badges.failed');
        const score = t('badges.score', { score: r.obtainedScore, total: r.totalScore ?? 100 });
        const badge = (
          <Badge
            tone={r.passed ? 'success' : 'neutral'}
            title={`${name} · ${score} · ${result}`}
            data-passed={r.passed}
          >
            {`${t('badges.short', { track, level: r.level })} · ${score} · ${result}`}
          </Badge>
        );
        return (
          <li key={`${r.track}:${r.level}`}>
            {linkReports && r.reportUrl ? (
              <Link
                to={`/${lang}${r.reportUrl}`}
                aria-label={t('badges.report', { name, score, result })}
                className="inline-flex rounded-full hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {badge}
              </Link>
            ) : (
              badge
            )}
          </li>
        );
      })}
    </ul>
  );
}
