import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { FollowCompanyButton } from '../../../shared/follow/follow-company-button';
import { formatCount } from '../../../shared/format/numbers';
import { CompanyLogo, VerifiedMark } from '../../../shared/postings/posting-bits';
import { useFollowedCompanies } from '../api/list-followed-companies';
import { FOLLOWS_PAGE_SIZE } from '../api/list-followed-jobs';
import { InterestsNav } from './interests-nav';

/** `/talent/mypage/company-of-interest/:page`: followed companies with their open postings. */
export function FollowedCompaniesPage({ userId, page }: { userId: number; page: number }) {
  const { t } = useTranslation('careers');
  const lang = useLang();
  const navigate = useNavigate();
  const countryName = useCountryName();
  usePageTitle(t('interests.companies'));
  const list = useFollowedCompanies(userId, page, FOLLOWS_PAGE_SIZE);
  const total = list.data?.totalElementCount ?? 0;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('interests.title')}</h1>
      <InterestsNav />
      {list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('interests.noCompanies')} body={t('interests.noCompaniesBody')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.data.map((company) => (
            <li key={company.id}>
              <Card
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5"
                data-testid="followed-company"
              >
                <CompanyLogo org={company} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/${lang}/talent/company-info?id=${company.id}`}
                      className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {company.name}
                    </Link>
                    <VerifiedMark status={company.status} />
                  </p>
                  <p className="text-sm text-slate-600">
                    {[company.location, company.country ? countryName(company.country) : null]
                      .filter(Boolean)
                      .join(', ')}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('interests.openPostings', { count: formatCount(company.openPostingCount) })}
                  </p>
                </div>
                <FollowCompanyButton companyId={company.id} name={company.name} isFollowed />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / FOLLOWS_PAGE_SIZE))}
        onPageChange={(p) => navigate(`/${lang}/talent/mypage/company-of-interest/${p}`)}
      />
    </div>
  );
}
