import { industryName } from '@app/contract/rules/industries';
import type { CompanyDirectoryEntry } from '@app/contract/schemas/company-directory';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckIcon } from '../../../components/ui/icons';
import { KeywordForm } from '../../../components/ui/keyword-form';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { useCompanyDirectory } from '../api/list-company-directory';

/** `/talent/company-info` without an id: verified companies by name, searchable in both languages. */
export function CompanyDirectory() {
  const { t } = useTranslation('company');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const directory = useCompanyDirectory(keyword);
  usePageTitle(t('directory.title'));
  const companies = directory.data?.pages.flatMap((page) => page.data) ?? [];

  let content: React.ReactNode;
  if (directory.isError && companies.length === 0) {
    content = <ErrorState body={describeError(directory.error)} onRetry={() => void directory.refetch()} />;
  } else if (directory.isPending) {
    content = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t('directory.loading')}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i}>
            <Skeleton className="h-36" />
          </li>
        ))}
      </ul>
    );
  } else if (companies.length === 0) {
    content = (
      <EmptyState
        title={keyword ? t('directory.noMatch', { keyword }) : t('directory.empty')}
        body={keyword ? t('directory.noMatchBody') : undefined}
        action={
          keyword ? (
            <Button variant="secondary" size="sm" onClick={() => setParams({})}>
              {t('directory.clear')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('directory.listLabel')}>
          {companies.map((company) => (
            <li key={company.id} className="min-w-0">
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
        {directory.isFetchNextPageError ? (
          <ErrorState body={describeError(directory.error)} onRetry={() => void directory.fetchNextPage()} />
        ) : null}
        {directory.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              isLoading={directory.isFetchingNextPage}
              onClick={() => void directory.fetchNextPage()}
            >
              {t('directory.more')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('directory.title')} subtitle={t('directory.subtitle')} />
      <KeywordForm
        value={keyword}
        label={t('directory.searchLabel')}
        placeholder={t('directory.searchPlaceholder')}
        submitLabel={t('directory.search')}
        onSearch={(next) => setParams(next ? { keyword: next } : {})}
      />
      {content}
    </div>
  );
}

function CompanyCard({ company }: { company: CompanyDirectoryEntry }) {
  const { t } = useTranslation('company');
  const lang = useLang();
  const to = useLocalizedPath();
  const countryName = useCountryName();
  const place = [company.location, company.country ? countryName(company.country) : null].filter(Boolean).join(' · ');
  const facts = [
    company.industry ? industryName(company.industry, lang) : null,
    company.companySize ? t(`info.sizes.${company.companySize}`) : null,
  ].filter(Boolean);
  return (
    <Card className="relative flex h-full gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 text-xl font-bold text-slate-500">
        {company.logoUrl ? (
          <img src={company.logoUrl} alt="" className="size-full object-contain" loading="lazy" />
        ) : (
          <span aria-hidden="true">{[...company.companyName][0]}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-base font-semibold break-words text-slate-900">
          {/* The whole card is the link (its ::after covers the card); the name is its accessible label. */}
          <Link to={to(`/talent/company-info?id=${company.id}`)} className="outline-none after:absolute after:inset-0">
            {company.companyName}
          </Link>
        </h2>
        <span className="inline-flex items-center gap-1 self-start text-xs font-semibold text-emerald-700">
          <CheckIcon width={12} height={12} strokeWidth={3} />
          {t('public.verified')}
        </span>
        {facts.length ? <p className="text-sm text-slate-600">{facts.join(' · ')}</p> : null}
        {place ? <p className="line-clamp-2 text-sm break-words text-slate-500">{place}</p> : null}
        {company.openPostingCount > 0 ? (
          <p className="mt-auto pt-2 text-sm font-medium text-brand-700">
            {t('directory.openPostings', { count: company.openPostingCount })}
          </p>
        ) : (
          <p className="mt-auto pt-2 text-sm text-slate-500">{t('directory.noOpenPostings')}</p>
        )}
      </div>
    </Card>
  );
}
