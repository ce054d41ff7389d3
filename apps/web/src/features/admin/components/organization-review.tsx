import type { AdminOrganizationDetail } from '@app/contract/schemas/admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { formatName } from '../../../lib/names';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { VerificationBadge } from '../../../shared/badges/verification-badge';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { ORGANIZATION_TEXT_FIELDS } from '../../../shared/organization/text-fields';
import { useOrganizationDetail } from '../api/get-organization-detail';
import { AuditLog } from './audit-log';
import { DecisionCard } from './decision-card';
import { DocumentViewer } from './document-viewer';

/** `/admin/organizations/:id`: the organization, its documents, the decision and the audit log. */
export function OrganizationReview({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('admin');
  const to = useLocalizedPath();
  const detail = useOrganizationDetail(organizationId);
  usePageTitle(detail.data ? detail.data.organization.companyName : t('detail.title'));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to={to('/admin')}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronLeftIcon width={16} height={16} />
        {t('detail.back')}
      </Link>
      {detail.isError ? (
        <ErrorState body={describeError(detail.error)} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <ReviewContent detail={detail.data} />
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-80" />
        </div>
      )}
    </div>
  );
}

function ReviewContent({ detail }: { detail: AdminOrganizationDetail }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('company');
  const countryName = useCountryName();
  const org = detail.organization;
  const none = t('detail.none');
  const rows: [string, ReactNode][] = [
    [tc('info.fields.companyName'), org.companyName],
    [tc('info.fields.ceo'), org.ceo ?? none],
    [tc('info.fields.country'), org.country ? countryName(org.country) : none],
    [tc('info.fields.location'), org.location ?? none],
    [tc('info.fields.companySize'), org.companySize ? tc(`info.sizes.${org.companySize}`) : none],
    [tc('info.fields.phone'), org.phone ?? none],
    [tc('info.fields.website'), org.website ?? none],
    [
      t('detail.contact'),
      [formatName(org.firstName ?? '', org.lastName ?? ''), org.position].filter(Boolean).join(' · ') || none,
    ],
  ];
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {org.logoUrl ? (
          <img
            src={org.logoUrl}
            alt={tc('logo.alt', { company: org.companyName })}
            className="size-14 rounded-xl border border-slate-200 object-contain"
          />
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{org.companyName}</h1>
        <VerificationBadge status={org.companyVerificationStatus} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex flex-col gap-6">
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{t('detail.info')}</h2>
            <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
              {rows.map(([label, value]) => (
                <div key={label} className="flex flex-col gap-0.5">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="font-medium break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            {ORGANIZATION_TEXT_FIELDS.some((field) => org[field]) ? (
              <dl className="mt-5 flex flex-col gap-4 border-t border-slate-100 pt-5 text-sm">
                {ORGANIZATION_TEXT_FIELDS.filter((field) => org[field]).map((field) => (
                  <div key={field} className="flex flex-col gap-0.5">
                    <dt className="text-slate-500">{tc(`info.fields.${field}`)}</dt>
                    <dd className="break-words whitespace-pre-line text-slate-800">{org[field]}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </Card>
          <DocumentViewer organizationId={org.id} documents={org.verificationDocuments} />
          <AuditLog entries={detail.auditLog} />
        </div>
        <div className="flex flex-col gap-6 lg:sticky lg:top-20">
          <DecisionCard organization={org} />
          <Card className="p-5">
            <h2 className="text-lg font-semibold text-slate-900">{t('detail.members')}</h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {detail.members.map((member) => (
                <li key={member.id}>
                  <p className="font-medium text-slate-900">{formatName(member.firstName, member.lastName)}</p>
                  <p className="break-all text-slate-500">{member.email}</p>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </>
  );
}
