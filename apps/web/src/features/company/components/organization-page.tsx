import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { toCountryOptions } from '../../../shared/countries/country-options';
import { useCountries } from '../../../shared/countries/get-countries';
import { useOrganizationInfo } from '../api/get-organization-info';
import { OrganizationEditor } from './organization-editor';

/** `/company/mypage/information`: the organization's page, its verification and documents. */
export function OrganizationPage({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('company');
  const lang = useLang();
  usePageTitle(t('info.title'));
  const info = useOrganizationInfo(organizationId);
  const countries = useCountries();
  const options = useMemo(() => toCountryOptions(countries.data ?? [], lang), [countries.data, lang]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('info.title')} subtitle={t('info.subtitle')} />
      {info.isError ? (
        <ErrorState body={describeError(info.error)} onRetry={() => void info.refetch()} />
      ) : info.data ? (
        <OrganizationEditor info={info.data} countries={options} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]" role="status" aria-label={t('info.loading')}>
          <Skeleton className="h-96" />
          <Skeleton className="h-64" />
        </div>
      )}
    </div>
  );
}
