import { publicDateOf, salaryTextOf } from '@app/contract/i18n/public-job-view';
import { countryNameOf } from '@app/contract/rules/country-names';
import type { PublicCompanyCard, PublicJobCard } from '@app/contract/schemas/public-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useLang } from '../../../lib/use-lang';
import { CompanyLogo } from '../../../shared/postings/posting-bits';
import { usePublicHome } from '../api/get-public-home';

/** The landing page's newest open postings and verified companies hiring, each linking to its public page. */
export function LandingOpenings() {
  const { t } = useTranslation();
  const home = usePublicHome();
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-14 sm:px-6" aria-busy={home.isPending}>
      <div>
        <h2 className="mb-5 text-2xl font-bold text-slate-900">{t('landing.latestTitle')}</h2>
        {home.isError ? (
          <ErrorState body={t('landing.loadFailed')} onRetry={() => void home.refetch()} />
        ) : home.data ? (
          home.data.latestPostings.length ? (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="landing-latest">
              {home.data.latestPostings.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </ul>
          ) : (
            <EmptyState title={t('landing.latestEmpty')} />
          )
        ) : (
          <Placeholders />
        )}
      </div>
      <div>
        <h2 className="mb-5 text-2xl font-bold text-slate-900">{t('landing.featuredTitle')}</h2>
        {home.isError ? null : home.data ? (
          home.data.featuredCompanies.length ? (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="landing-companies">
              {home.data.featuredCompanies.map((org) => (
                <CompanyCard key={org.id} org={org} />
              ))}
            </ul>
          ) : (
            <EmptyState title={t('landing.featuredEmpty')} />
          )
        ) : (
          <Placeholders />
        )}
      </div>
    </section>
  );
}

function Placeholders() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-36" />
      ))}
    </div>
  );
}

function JobCard({ job }: { job: PublicJobCard }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li>
      <Link
        to={`/${lang}/jobs/${job.id}`}
        className="block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Card className="flex h-full flex-col gap-3 p-5 transition-colors hover:border-brand-300">
          <div className="flex items-center gap-3">
            <CompanyLogo org={job.orgSummaryDTO} />
            <span className="min-w-0 truncate text-sm font-medium text-slate-600">{job.orgSummaryDTO.name}</span>
          </div>
          <h3 className="text-lg leading-snug font-semibold break-words text-slate-900">{job.title}</h3>
          <p className="text-sm text-slate-600">{`${job.city}, ${countryNameOf(job.country, lang)}`}</p>
          <p className="mt-auto flex flex-wrap justify-between gap-2 text-sm">
            <span className="font-medium text-slate-900">{salaryTextOf(job, lang)}</span>
            <span className="text-slate-500">{t('landing.closes', { date: publicDateOf(job.endedAt, lang) })}</span>
          </p>
        </Card>
      </Link>
    </li>
  );
}

function CompanyCard({ org }: { org: PublicCompanyCard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const place = [org.location, countryNameOf(org.country, lang)].filter(Boolean).join(', ');
  return (
    <li>
      <Link
        to={`/${lang}/companies/${org.id}`}
        className="block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Card className="flex h-full items-center gap-4 p-5 transition-colors hover:border-brand-300">
          <CompanyLogo org={org} />
          <div className="min-w-0">
            <h3 className="truncate font-semibold text-slate-900">{org.name}</h3>
            {place ? <p className="truncate text-sm text-slate-600">{place}</p> : null}
            <p className="text-sm font-medium text-brand-700">
              {t('landing.openCount', { count: org.openPostingCount })}
            </p>
          </div>
        </Card>
      </Link>
    </li>
  );
}
