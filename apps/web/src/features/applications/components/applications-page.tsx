import { APPLICATION_STATUSES } from '@app/contract/rules/application-state';
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
import { APPLICATIONS_PAGE_SIZE, type ApplicationListParams, useApplications } from '../api/list-applications';
import { APPLICATION_SORTS, readApplicationParams, writeApplicationParams } from '../lib/application-params';
import { ApplicationItem } from './application-item';

const ALL = 'ALL';

/**
 * `/talent/mypage/manage-job/document-review`: every application of the talent with its stage, a stage filter and
 * sort in the URL; each links to its detail.
 */
export function ApplicationsPage({ userId }: { userId: number }) {
  const { t } = useTranslation('applications');
  const { t: tc } = useTranslation('careers');
  const lang = useLang();
  usePageTitle(t('list.title'));
  const [search, setSearch] = useSearchParams();
  const params = readApplicationParams(search);
  const list = useApplications(userId, params);
  const go = (change: Partial<ApplicationListParams>) =>
    setSearch(writeApplicationParams({ ...params, page: 1, ...change }));
  const total = list.data?.totalElementCount ?? 0;
  const sortValue = `${params.sort}:${params.direction}`;
  const sortOptions = APPLICATION_SORTS.flatMap((sort) =>
    (['ASC', 'DESC'] as const).map((direction) => ({
      value: `${sort}:${direction}`,
      label: t(`list.sorts.${sort}_${direction}`),
    })),
  );
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="applications-status" className="text-sm font-medium text-slate-800">
            {t('list.stage')}
          </label>
          <Select
            id="applications-status"
            value={params.status ?? ALL}
            onValueChange={(v) => go({ status: v === ALL ? null : (v as ApplicationListParams['status']) })}
            options={[
              { value: ALL, label: t('list.allStages') },
              ...APPLICATION_STATUSES.map((s) => ({ value: s, label: tc(`applicationStatus.${s}`) })),
            ]}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="applications-sort" className="text-sm font-medium text-slate-800">
            {t('list.sort')}
          </label>
          <Select
            id="applications-sort"
            value={sortValue}
            onValueChange={(v) => {
              const [sort, direction] = v.split(':') as [
                ApplicationListParams['sort'],
                ApplicationListParams['direction'],
              ];
              go({ sort, direction });
            }}
            options={sortOptions}
          />
        </div>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {list.data ? t('list.count', { count: formatCount(total) }) : '\u00a0'}
      </p>
      {list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : list.data.data.length === 0 ? (
        params.status ? (
          <EmptyState
            title={t('list.emptyStage')}
            body={t('list.emptyStageBody')}
            action={
              <Button size="sm" variant="secondary" onClick={() => go({ status: null })}>
                {t('list.showAll')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('list.empty')}
            body={t('list.emptyBody')}
            action={
              <Link to={`/${lang}/talent/careers`} className={buttonClasses({ size: 'sm' })}>
                {t('list.browse')}
              </Link>
            }
          />
        )
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.data.map((a) => (
            <li key={a.id}>
              <ApplicationItem application={a} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={params.page}
        pageCount={Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE))}
        onPageChange={(page) => setSearch(writeApplicationParams({ ...params, page }))}
      />
    </div>
  );
}
