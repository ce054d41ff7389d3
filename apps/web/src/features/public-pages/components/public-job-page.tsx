import { publicJobFacts, publicJobSections } from '@app/contract/i18n/public-job-view';
import { PUBLIC_PAGE_TEXT } from '@app/contract/i18n/public-pages';
import type { PublicJob } from '@app/contract/schemas/public-pages';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { rememberRedirect } from '../../../lib/redirect';
import { useLang } from '../../../lib/use-lang';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { usePublicJob } from '../api/get-public-job';
import {
  APPLY_BAR,
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

/** `/{lang}/jobs/{id}`: an open posting for anyone, with the way to sign in and apply (and back here after). */
export function PublicJobPage({ jobId }: { jobId: number | null }) {
  const job = usePublicJob(jobId);
  return (
    <PublicQueryGate missing={jobId === null} query={job}>
      {(data) => <JobView job={data} />}
    </PublicQueryGate>
  );
}

function JobView({ job }: { job: PublicJob }) {
  const lang = useLang();
  const text = PUBLIC_PAGE_TEXT[lang];
  const org = job.orgSummaryDTO;
  useDocumentTitle(text.jobTitle(job.title, org.name));
  return (
    <PublicFrame kind="job">
      <article className="flex flex-col gap-6" data-testid="public-job">
        <header className={`${CARD} flex flex-col gap-5`}>
          <div className="flex items-start gap-4">
            <OrgLogo url={org.logoUrl} size="size-16" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <Link to={`/${lang}/companies/${org.id}`} className={LINK}>
                  {org.name}
                </Link>
                <VerifiedBadge />
              </p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
                {job.title}
              </h1>
            </div>
          </div>
          <Facts facts={publicJobFacts(job, lang)} />
        </header>
        <ApplyBar jobId={job.id} />
        {publicJobSections(job, lang).map((s) => (
          <TextSection key={s.key} title={s.title} text={s.text} />
        ))}
      </article>
    </PublicFrame>
  );
}

/**
 * Applying and following happen on the talent's screen of the posting: a talent goes there; a visitor signs in
 * first and is brought there after (the kept path); other roles read the note.
 */
function ApplyBar({ jobId }: { jobId: number }) {
  const lang = useLang();
  const text = PUBLIC_PAGE_TEXT[lang];
  const user = useCurrentUser();
  const talentPath = `/${lang}/talent/careers/${jobId}`;
  const role = user.data?.role;
  const action =
    role === 'NORMAL' ? (
      <Link to={talentPath} className={buttonClasses({ size: 'lg' })} data-testid="public-apply">
        {text.apply}
      </Link>
    ) : role ? null : (
      <Link
        to={`/${lang}/auth/signin`}
        onClick={() => rememberRedirect(talentPath)}
        className={buttonClasses({ size: 'lg' })}
        data-testid="public-apply"
      >
        {text.signInToApply}
      </Link>
    );
  return (
    <section className={action ? APPLY_BAR : `${CARD} flex flex-col gap-3`}>
      {action}
      <p className="text-sm text-slate-600">
        {text.applyNote}{' '}
        {role ? null : (
          <Link to={`/${lang}/auth/signup/talent`} onClick={() => rememberRedirect(talentPath)} className={LINK}>
            {text.signUp}
          </Link>
        )}
      </p>
    </section>
  );
}
