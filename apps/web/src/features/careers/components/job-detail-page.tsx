import type { JobDetail } from '@app/contract/schemas/posting';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJob } from '../api/get-job';
import { JobDetailView } from './job-detail-view';

type JobDetailPageProps = {
  jobId: number | null;
  mode: 'talent' | 'preview';
  /** The talent's apply panel, composed in by the route. */
  applyPanel?: (job: JobDetail) => ReactNode;
};

/** `/talent/careers/:id`, and the company's `/company/job-posting/:id/preview`. */
export function JobDetailPage({ jobId, mode, applyPanel }: JobDetailPageProps) {
  const { t } = useTranslation('careers');
  const lang = useLang();
  const job = useJob(jobId);
  usePageTitle(job.data?.title ?? t('detail.title'));
  const back =
    mode === 'talent'
      ? { to: `/${lang}/talent/careers`, label: t('detail.back') }
      : { to: `/${lang}/company/mypage/job-posting/management`, label: t('detail.backToManagement') };
  let content: ReactNode;
  if (jobId === null || (isApiError(job.error) && job.error.status === 404)) {
    content = <EmptyState title={t('detail.notFound')} />;
  } else if (job.isError) {
    content = <ErrorState body={describeError(job.error)} onRetry={() => void job.refetch()} />;
  } else if (job.data) {
    content = <JobDetailView job={job.data} mode={mode} applyPanel={applyPanel} />;
  } else {
    content = (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-40" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 sm:py-10">
      <Link to={back.to} className="self-start text-sm font-medium text-brand-700 hover:underline">
        ← {back.label}
      </Link>
      {mode === 'preview' && job.data ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status">
          {t('detail.previewNotice')}{' '}
          <Link to={`/${lang}/company/job-posting/${jobId}`} className="font-semibold underline">
            {t('detail.editPosting')}
          </Link>
        </p>
      ) : null}
      {content}
    </div>
  );
}
