import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { formatName, initialsOf } from '../../../lib/names';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { joinNames } from '../../../shared/catalog/bilingual-options';
import { useCatalogueNames } from '../../../shared/catalog/catalogue-names';
import { DashboardCard } from '../../../shared/dashboard/dashboard-card';
import { isNotVerifiedError, VerificationRequiredNotice } from '../../../shared/organization/verification-required';
import { useRecommendedTalents } from '../api/list-recommended-talents';
import { MatchReasonList } from './match-reasons';

/**
 * The best-matching talents for the open postings, with their score and reasons (needs `dashboard` and `talents`).
 * `postingTitles` names the posting each talent matched (the dashboard has them from the recruitment summary).
 */
export function DashboardRecommendedTalents({ postingTitles }: { postingTitles: ReadonlyMap<number, string> }) {
  const { t } = useTranslation('dashboard');
  const to = useLocalizedPath();
  const lang = useLang();
  const list = useRecommendedTalents(5);
  const names = useCatalogueNames();
  // No open posting: nothing to match against, so the list is recent profiles without a score.
  const isUnmatched = list.data?.matchedPostingCount === 0;
  return (
    <DashboardCard
      title={t('company.recommendedTitle')}
      body={isUnmatched ? t('company.recommendedRecentBody') : t('company.recommendedBody')}
      testId="dashboard-recommended-talents"
      aside={
        <Link to={to('/company/talent-information')} className="text-sm font-medium text-brand-700 hover:underline">
          {t('company.recommendedSeeAll')}
        </Link>
      }
    >
      {isNotVerifiedError(list.error) ? (
        <VerificationRequiredNotice />
      ) : list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-40" />
      ) : (
        <div className="flex flex-col gap-4">
          {isUnmatched ? <NoPostingsExplained /> : null}
          {list.data.data.length === 0 && !isUnmatched ? (
            <p className="text-sm text-slate-500">{t('company.recommendedEmpty')}</p>
          ) : null}
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {list.data.data.map((talent) => {
              const postingTitle = talent.postingId === null ? undefined : postingTitles.get(talent.postingId);
              return (
                <li
                  key={talent.userId}
                  className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
                  data-testid="recommended-talent"
                >
                  <div className="flex items-start gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
                    >
                      {initialsOf(talent.firstName, talent.lastName)}
                    </span>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={to(`/company/talent-preview/${talent.userId}`)}
                        className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                      >
                        {formatName(talent.firstName, talent.lastName)}
                      </Link>
                      {talent.jobPositionName ? (
                        <p className="text-sm text-slate-600">{names.jobTitle(talent.jobPositionName)}</p>
                      ) : null}
                      {talent.jobTitles.length + talent.skills.length ? (
                        <p className="text-sm break-words text-brand-800">
                          {joinNames([...talent.jobTitles, ...talent.skills], lang)}
                        </p>
                      ) : null}
                    </div>
                    {talent.score === null ? null : (
                      <Badge tone={talent.score >= 70 ? 'success' : 'brand'} data-testid="recommended-score">
                        {t('company.matchScore', { score: talent.score })}
                      </Badge>
                    )}
                  </div>
                  {postingTitle ? (
                    <p className="text-xs text-slate-500">{t('company.recommendedFor', { title: postingTitle })}</p>
                  ) : null}
                  <MatchReasonList reasons={talent.reasons.slice(0, 3)} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}

/** How recommendations work, and the way to get them: publish a posting. */
function NoPostingsExplained() {
  const { t } = useTranslation('dashboard');
  const to = useLocalizedPath();
  return (
    <Alert tone="info">
      <p className="font-semibold">{t('company.recommendedNoPostingsTitle')}</p>
      <p>{t('company.recommendedNoPostingsBody')}</p>
      <Link to={to('/company/job-posting/0')} className={buttonClasses({ size: 'sm' })}>
        {t('company.recommendedNoPostingsCta')}
      </Link>
    </Alert>
  );
}
