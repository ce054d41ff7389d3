import type { AdminOrganizationSummary } from '@app/contract/schemas/admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { VerificationBadge } from '../../../shared/badges/verification-badge';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { formatDate } from '../../../shared/format/dates';
import { ADMIN_PAGE_SIZE, useOrganizationList } from '../api/list-organizations';
import { type ConsoleParams, pageCountOf } from '../lib/console-params';

/** One tab's page of organizations. */
export function OrganizationList({
  params,
  onPageChange,
}: {
  params: ConsoleParams;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const list = useOrganizationList(params);
  if (list.isError) return <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  const { data, totalElementCount } = list.data;
  if (data.length === 0) {
    return (
      <EmptyState
        title={t('console.emptyTitle')}
        body={
          params.keyword ? t('console.emptySearch', { keyword: params.keyword }) : t(`console.empty.${params.status}`)
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-500" aria-live="polite">
        {t('console.total', { count: totalElementCount })}
        {params.status === 'PENDING' ? ` · ${t('console.pendingOrder')}` : null}
      </p>
      <ul className="flex flex-col gap-3" data-testid="organization-list">
        {data.map((org) => (
          <OrganizationRow key={org.id} org={org} />
        ))}
      </ul>
      <Pagination
        page={params.page}
        pageCount={pageCountOf(totalElementCount, ADMIN_PAGE_SIZE)}
        onPageChange={onPageChange}
      />
    </div>
  );
}

function OrganizationRow({ org }: { org: AdminOrganizationSummary }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const to = useLocalizedPath();
  const countryName = useCountryName();
  const date = org.decidedAt
    ? t('console.decided', { date: formatDate(org.decidedAt, lang) })
    : org.appliedAt
      ? t('console.applied', { date: formatDate(org.appliedAt, lang) })
      : t('console.created', { date: formatDate(org.createdAt, lang) });
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 text-lg font-bold text-slate-500">
          {org.logoUrl ? (
            <img src={org.logoUrl} alt="" className="size-full object-contain" />
          ) : (
            [...org.companyName][0]
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={to(`/admin/organizations/${org.id}`)}
              className="truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {org.companyName}
            </Link>
            <VerificationBadge status={org.companyVerificationStatus} />
          </div>
          <p className="mt-1 text-sm text-slate-500">
            {[
              org.ceo,
              org.country ? countryName(org.country) : org.country,
              t('console.documents', { count: org.documentCount }),
              date,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <Link
          to={to(`/admin/organizations/${org.id}`)}
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start sm:self-center' })}
          aria-label={`${t('console.review')}: ${org.companyName}`}
        >
          {t('console.review')}
        </Link>
      </Card>
    </li>
  );
}
