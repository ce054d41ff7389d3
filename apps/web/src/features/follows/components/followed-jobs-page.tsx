import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { JobCard } from '../../../shared/postings/job-card';
import { FOLLOWS_PAGE_SIZE, useFollowedJobs } from '../api/list-followed-jobs';
import { InterestsNav } from './interests-nav';

/** `/talent/mypage/job-of-interest/:page`: followed postings; the card's button unfollows. */
export function FollowedJobsPage({ userId, page }: { userId: number; page: number }) {
  const { t } = useTranslation('careers');
  const lang = useLang();
  const navigate = useNavigate();
  usePageTitle(t('interests.jobs'));
  const list = useFollowedJobs(userId, page);
  const total = list.data?.totalElementCount ?? 0;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('interests.title')}</h1>
      <InterestsNav />
      {list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={t('interests.noJobs')}
          body={t('interests.noJobsBody')}
          action={
            <Link to={`/${lang}/talent/careers`} className={buttonClasses({ size: 'sm' })}>
              {t('applications.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {list.data.data.map((posting) => (
            <li key={posting.id}>
              <JobCard posting={posting} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / FOLLOWS_PAGE_SIZE))}
        onPageChange={(p) => navigate(`/${lang}/talent/mypage/job-of-interest/${p}`)}
      />
    </div>
  );
}
