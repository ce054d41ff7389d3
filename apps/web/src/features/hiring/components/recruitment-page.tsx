import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecruitmentSummary } from '../api/get-recruitment-summary';
import { RecruitmentPostingCard } from './recruitment-posting-card';

/** `/company/mypage/manage-recruitment`: each posting with its candidates per stage. */
export function RecruitmentPage({ orgId }: { orgId: number }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  usePageTitle(t('summary.title'));
  const summary = useRecruitmentSummary(orgId);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('summary.title')} subtitle={t('summary.subtitle')} />
      {summary.isError ? (
        <ErrorState body={describeError(summary.error)} onRetry={() => void summary.refetch()} />
      ) : !summary.data ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : summary.data.length === 0 ? (
        <EmptyState
          title={t('summary.empty')}
          body={t('summary.emptyBody')}
          action={
            <Link to={`/${lang}/company/mypage/job-posting/management`} className={buttonClasses({ size: 'sm' })}>
              {t('summary.toPostings')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {summary.data.map((posting) => (
            <li key={posting.jobPostingId}>
              <RecruitmentPostingCard posting={posting} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
