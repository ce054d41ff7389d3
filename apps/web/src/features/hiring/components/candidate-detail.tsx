import type { CompanyApplicationDetailSchema } from '@app/contract/schemas/hiring';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Badge } from '../../../components/ui/card';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { useCatalogueNames } from '../../../shared/catalog/catalogue-names';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { ApplicationDates } from './application-dates';
import { CandidateActions } from './candidate-actions';
import { CandidateAvatar } from './candidate-avatar';
import { HistoryTimeline } from './history-timeline';
import { InterviewProposalPanel } from './interview-proposal-panel';
import { OfferStatus } from './offer-status';
import { ScorecardPanel } from './scorecard-panel';
import { SentResume } from './sent-resume';
import { StatusBadge } from './status-badge';

type Detail = z.infer<typeof CompanyApplicationDetailSchema>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The candidate's summary, the allowed actions, the dates, the interview and the full history. */
export function CandidateDetail({ orgId, detail }: { orgId: number; detail: Detail }) {
  const { t } = useTranslation('hiring');
  const { t: tr } = useTranslation('resumes');
  const names = useCatalogueNames();
  const lang = useLang();
  const countryName = useCountryName();
  const { candidate } = detail;
  const name = formatName(candidate.firstName, candidate.lastName, lang);

  return (
    <div className="flex flex-col gap-5" data-testid="candidate-detail" data-status={detail.status}>
      <div className="flex items-start gap-4">
        <CandidateAvatar
          image={candidate.image}
          firstName={candidate.firstName}
          lastName={candidate.lastName}
          size="lg"
        />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold break-words text-slate-900">{name}</h2>
          <p className="text-sm text-slate-600">
            {candidate.jobPosition ? names.jobTitle(candidate.jobPosition) : t('card.noPosition')}
          </p>
          {candidate.country ? <p className="text-sm text-slate-500">{countryName(candidate.country)}</p> : null}
          <p className="mt-1 text-sm text-slate-600">{t('detail.appliedTo', { title: detail.title })}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={detail.status} />
            <Badge tone={detail.jobOfferStatus === 'NONE' ? 'neutral' : 'brand'} data-testid="job-offer-status">
              {t(`jobOffer.${detail.jobOfferStatus}`)}
            </Badge>
          </div>
          <Link
            to={`/${lang}/company/talent-preview/${candidate.id}`}
            className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {t('detail.profile')}
          </Link>
        </div>
      </div>
      <Section title={tr('sent.title')}>
        <SentResume orgId={orgId} appId={detail.id} />
      </Section>
      <Section title={t('detail.actions')}>
        <CandidateActions
          orgId={orgId}
          appId={detail.id}
          jobId={detail.jobPostingId}
          candidateId={detail.userId}
          name={name}
          status={detail.status}
          talentTimeZone={candidate.timeZone}
        />
      </Section>
      {detail.offer ? (
        <Section title={t('offer.title')}>
          <OfferStatus orgId={orgId} appId={detail.id} offer={detail.offer} />
        </Section>
      ) : null}
      <Section title={t('detail.dates')}>
        <ApplicationDates detail={detail} />
      </Section>
      <Section title={t('detail.interview')}>
        <InterviewProposalPanel
          proposal={detail.interviewProposal}
          icsUrl={`/api/v1/organizations/${orgId}/job-applications/${detail.id}/interview.ics`}
        />
      </Section>
      <Section title={t('scorecards.title')}>
        <ScorecardPanel orgId={orgId} appId={detail.id} />
      </Section>
      <Section title={t('detail.history')}>
        <HistoryTimeline events={detail.history} />
      </Section>
    </div>
  );
}
