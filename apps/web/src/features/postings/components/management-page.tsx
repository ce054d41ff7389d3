import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatCount } from '../../../shared/format/numbers';
import { POSTING_STATUS_VALUES, PROGRESS_VALUES } from '../../../shared/postings/posting-values';
import { useCompanyPostings } from '../api/list-company-postings';
import {
  MANAGEMENT_PAGE_SIZE,
  MANAGEMENT_SORTS,
  type ManagementParams,
  readManagementParams,
  writeManagementParams,
} from '../lib/management-params';
import { ApprovalAlert } from './approval-alert';
import { ManagementCard } from './management-card';

const ALL = 'ALL';

/** `/company/mypage/job-posting/management`: every posting of the organization; filters and sort in the URL. */
export function ManagementPage({ orgId }: { orgId: number }) {
  const { t } = useTranslation('postings');
  const lang = useLang();
  usePageTitle(t('management.title'));
  const [search, setSearch] = useSearchParams();
  const params = readManagementParams(search);
  const postings = useCompanyPostings(orgId, params);
  const [needsApproval, setNeedsApproval] = useState(false);
  const go = (change: Partial<ManagementParams>) => setSearch(writeManagementParams({ ...params, page: 1, ...change }));
  const isFiltered = params.status !== null || params.progress !== null;
  const total = postings.data?.totalElementCount ?? 0;
  const selects = [
    {
      id: 'status',
      label: t('management.filters.status'),
      value: params.status ?? ALL,
      options: [
        { value: ALL, label: t('management.filters.all') },
        ...POSTING_STATUS_VALUES.map((v) => ({ value: v, label: t(`status.${v}`) })),
      ],
      onChange: (v: string) => go({ status: v === ALL ? null : (v as ManagementParams['status']) }),
    },
    {
      id: 'progress',
      label: t('management.filters.progress'),
      value: params.progress ?? ALL,
      options: [
        { value: ALL, label: t('management.filters.all') },
        ...PROGRESS_VALUES.map((v) => ({ value: v, label: t(`progress.${v}`) })),
      ],
      onChange: (v: string) => go({ progress: v === ALL ? null : (v as ManagementParams['progress']) }),
    },
    {
      id: 'sort',
      label: t('management.filters.sort'),
      value: params.sort,
      options: MANAGEMENT_SORTS.map((v) => ({ value: v, label: t(`management.sorts.${v}`) })),
      onChange: (v: string) => go({ sort: v as ManagementParams['sort'] }),
    },
    {
      id: 'direction',
      label: t('management.filters.direction'),
      value: params.direction,
      options: (['DESC', 'ASC'] as const).map((v) => ({ value: v, label: t(`management.directions.${v}`) })),
      onChange: (v: string) => go({ direction: v as ManagementParams['direction'] }),
    },
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader title={t('management.title')} subtitle={t('management.subtitle')} />
        <Link to={`/${lang}/company/job-posting/0`} className={buttonClasses({})}>
          {t('management.new')}
        </Link>
      </div>
      {needsApproval ? <ApprovalAlert /> : null}
      <fieldset className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <legend className="sr-only">{t('management.filters.label')}</legend>
        {selects.map((s) => (
          <div key={s.id} className="flex flex-col gap-1.5">
            <label htmlFor={`mgmt-${s.id}`} className="text-sm font-medium text-slate-800">
              {s.label}
            </label>
            <Select id={`mgmt-${s.id}`} value={s.value} onValueChange={s.onChange} options={s.options} />
          </div>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600" aria-live="polite">
        {postings.data ? t('management.count', { count: formatCount(total) }) : '\u00a0'}
      </p>
      {postings.isError ? (
        <ErrorState body={describeError(postings.error)} onRetry={() => void postings.refetch()} />
      ) : !postings.data ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : postings.data.data.length === 0 ? (
        <EmptyState
          title={isFiltered ? t('management.emptyFiltered') : t('management.empty')}
          body={isFiltered ? undefined : t('management.emptyBody')}
          action={
            isFiltered ? (
              <Button variant="secondary" size="sm" onClick={() => go({ status: null, progress: null })}>
                {t('management.clearFilters')}
              </Button>
            ) : (
              <Link to={`/${lang}/company/job-posting/0`} className={buttonClasses({ size: 'sm' })}>
                {t('management.new')}
              </Link>
            )
          }
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-busy={postings.isPlaceholderData}>
          {postings.data.data.map((posting) => (
            <li key={posting.id}>
              <ManagementCard orgId={orgId} posting={posting} onApprovalNeeded={() => setNeedsApproval(true)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={params.page}
        pageCount={Math.max(1, Math.ceil(total / MANAGEMENT_PAGE_SIZE))}
        onPageChange={(page) => setSearch(writeManagementParams({ ...params, page }))}
      />
    </div>
  );
}
