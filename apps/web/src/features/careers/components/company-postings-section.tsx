import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { JobCard } from '../../../shared/postings/job-card';
import { usePublicOrgPostings } from '../api/list-public-org-postings';

const SIZE = 6;

/** The company page's open postings, newest first (needs the `careers` and `postings` namespaces). */
export function CompanyPostingsSection({ orgId }: { orgId: number }) {
  const { t } = useTranslation('careers');
  const [page, setPage] = useState(1);
  const postings = usePublicOrgPostings(orgId, page, SIZE);
  const total = postings.data?.totalElementCount ?? 0;
  return (
    <section aria-labelledby="company-postings" className="flex flex-col gap-4">
      <h2 id="company-postings" className="text-xl font-semibold text-slate-900">
        {t('companyPage.postingsTitle')}
      </h2>
      {postings.isError ? (
        <ErrorState body={describeError(postings.error)} onRetry={() => void postings.refetch()} />
      ) : !postings.data ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : postings.data.data.length === 0 ? (
        <EmptyState title={t('companyPage.noPostings')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {postings.data.data.map((posting) => (
            <li key={posting.id}>
              <JobCard posting={posting} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={Math.max(1, Math.ceil(total / SIZE))} onPageChange={setPage} />
    </section>
  );
}
