import { industryName } from '@app/contract/rules/industries';
import type { OrganizationPublic } from '@app/contract/schemas/organization';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { AlertIcon, CheckIcon, GlobeIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { TextCard } from '../../../components/ui/text-card';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { ORGANIZATION_TEXT_FIELDS } from '../../../shared/organization/text-fields';
import { usePublicOrganization } from '../api/get-public-organization';

/** What the route composes into the page from other features, once the company has loaded. */
type Slots = {
  /** Beside the name: the talent's follow button. */
  followControl?: (company: OrganizationPublic) => ReactNode;
  /** Below the profile: the company's open postings. */
  postings?: (company: OrganizationPublic) => ReactNode;
};

/** `/talent/company-info?id=…`: a company as talents see it, with its verification badge. */
export function CompanyPublicPage({ organizationId, ...slots }: { organizationId: number | null } & Slots) {
  const { t } = useTranslation('company');
  const company = usePublicOrganization(organizationId);
  usePageTitle(company.data?.companyName ?? t('public.title'));
  let content: ReactNode;
  if (organizationId === null) content = <EmptyState title={t('public.missingId')} />;
  else if (company.isError) {
    content =
      isApiError(company.error) && company.error.status === 404 ? (
        <EmptyState title={t('public.notFound')} />
      ) : (
        <ErrorState body={describeError(company.error)} onRetry={() => void company.refetch()} />
      );
  } else if (company.data) content = <CompanyProfile company={company.data} {...slots} />;
  else {
    content = (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-28" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  return <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">{content}</div>;
}

function CompanyProfile({ company, followControl, postings }: { company: OrganizationPublic } & Slots) {
  const { t } = useTranslation('company');
  const countryName = useCountryName();
  const lang = useLang();
  const facts = [
    [t('info.fields.ceo'), company.ceo],
    [t('info.fields.country'), company.country ? countryName(company.country) : company.country],
    [t('info.fields.location'), company.location],
    [t('info.fields.industry'), company.industry ? industryName(company.industry, lang) : null],
    [t('info.fields.companySize'), company.companySize ? t(`info.sizes.${company.companySize}`) : null],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  const texts = ORGANIZATION_TEXT_FIELDS.filter((field) => company[field]);
  return (
    <>
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 text-2xl font-bold text-slate-500">
          {company.logoUrl ? (
            <img
              src={company.logoUrl}
              alt={t('logo.alt', { company: company.companyName })}
              className="size-full object-contain"
            />
          ) : (
            <span aria-hidden="true">{[...company.companyName][0]}</span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {company.companyName}
          </h1>
          <VerifiedMark isVerified={company.isVerified} />
        </div>
        {followControl?.(company)}
        {company.website ? (
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start sm:self-center' })}
          >
            <GlobeIcon width={16} height={16} />
            {t('public.visitWebsite')}
          </a>
        ) : null}
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="flex flex-col gap-6">
          {texts.length === 0 ? <EmptyState title={t('public.noInfo')} /> : null}
          {texts.map((field) => (
            <TextCard key={field} title={t(`info.fields.${field}`)} text={company[field] ?? ''} />
          ))}
        </div>
        {facts.length ? (
          <Card className="p-5">
            <h2 className="text-lg font-semibold text-slate-900">{t('public.facts')}</h2>
            <dl className="mt-3 flex flex-col gap-3 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="font-medium break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ) : null}
      </div>
      {postings?.(company)}
    </>
  );
}

/** The badge, with what it means; an unverified company is marked as such. */
function VerifiedMark({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('company');
  return (
    <div className="mt-2 flex flex-col gap-1">
      <span
        data-testid="company-verified"
        data-verified={isVerified}
        className={clsx(
          'inline-flex items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-xs font-semibold',
          isVerified ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800',
        )}
      >
        {isVerified ? <CheckIcon width={14} height={14} strokeWidth={3} /> : <AlertIcon width={14} height={14} />}
        {isVerified ? t('public.verified') : t('public.unverified')}
      </span>
      <p className="text-sm text-slate-500">{isVerified ? t('public.verifiedBody') : t('public.unverifiedBody')}</p>
    </div>
  );
}
