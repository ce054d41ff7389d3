import { PUBLIC_PAGE_TEXT } from '@app/contract/i18n/public-pages';
import { countryNameOf } from '@app/contract/rules/country-names';
import type { PublicCompany } from '@app/contract/schemas/public-pages';
import { Link } from 'react-router';
import { useLang } from '../../../lib/use-lang';
import { usePublicCompany } from '../api/get-public-company';
import {
  CARD,
  Facts,
  LINK,
  OrgLogo,
  PublicFrame,
  PublicQueryGate,
  TextSection,
  useDocumentTitle,
  VerifiedBadge,
} from './public-page-bits';

/** `/{lang}/companies/{id}`: a verified company's page and open positions, for anyone. */
export function PublicCompanyPage({ companyId }: { companyId: number | null }) {
  const company = usePublicCompany(companyId);
  return (
    <PublicQueryGate missing={companyId === null} query={company}>
      {(data) => <CompanyView org={data} />}
    </PublicQueryGate>
  );
}

const SECTIONS = ['about', 'keyService', 'welfare', 'industryMarketAnalysis'] as const;

function CompanyView({ org }: { org: PublicCompany }) {
  const lang = useLang();
  const text = PUBLIC_PAGE_TEXT[lang];
  useDocumentTitle(text.companyTitle(org.companyName));
  const facts = [
    {
      label: text.company.location,
      value: [org.location, countryNameOf(org.country, lang)].filter(Boolean).join(', '),
    },
    { label: text.company.size, value: org.companySize ? text.company.employees(org.companySize) : '' },
  ].filter((f) => f.value);
  return (
    <PublicFrame kind="company">
      <header className={`${CARD} flex flex-col gap-4`} data-testid="public-company">
        <div className="flex items-start gap-4">
          <OrgLogo url={org.logoUrl} size="size-20" />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {org.companyName}
            </h1>
            <p className="mt-2">
              <VerifiedBadge />
            </p>
          </div>
        </div>
        <Facts facts={facts} />
        {org.website ? (
          <p className="text-sm">
            <a href={org.website} rel="noopener nofollow" className={LINK}>
              {text.company.website}
            </a>
          </p>
        ) : null}
      </header>
      <section className={CARD}>
        <h2 className="text-lg font-semibold text-slate-900">{text.company.openPostings}</h2>
        {org.openPostings.length ? (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {org.openPostings.map((job) => (
              <li key={job.id}>
                <Link
                  to={`/${lang}/jobs/${job.id}`}
                  className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300"
                >
                  <span className="font-semibold text-slate-900">{job.title}</span>
                  <span className="text-sm text-slate-600">{`${job.city}, ${countryNameOf(job.country, lang)}`}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{text.company.noOpenPostings}</p>
        )}
      </section>
      {SECTIONS.map((key) => {
        const value = org[key];
        return value?.trim() ? <TextSection key={key} title={text.company[key]} text={value} /> : null;
      })}
    </PublicFrame>
  );
}
