import type { PostingCard } from '@app/contract/schemas/posting';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Card } from '../../components/ui/card';
import { useLang } from '../../lib/use-lang';
import { joinNames } from '../catalog/bilingual-options';
import { useCountryName } from '../countries/use-country-name';
import { FollowJobButton } from '../follow/follow-job-button';
import { countDaysUntil, formatDate } from '../format/dates';
import { experienceText } from './experience-text';
import { CompanyLogo, SalaryText, VerifiedMark } from './posting-bits';

type JobCardProps = {
  posting: PostingCard;
  /** Talents get a follow button; others (a company looking at the market) do not. */
  canFollow?: boolean;
  footer?: ReactNode;
};

/** A posting in a list: company, title, place, salary, dates and modes; the title opens the posting. */
export function JobCard({ posting, canFollow = true, footer }: JobCardProps) {
  const { t } = useTranslation('careers');
  const { t: tp } = useTranslation('postings');
  const lang = useLang();
  const countryName = useCountryName();
  const left = countDaysUntil(posting.endedAt);
  const org = posting.orgSummaryDTO;
  // What it hires for in the reader's language, whatever language the posting is written in.
  const terms = joinNames([...posting.jobTitles, ...posting.skills], lang);
  const experience = experienceText(posting.experience);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="job-card" data-id={posting.id}>
      <div className="flex items-start gap-3">
        <CompanyLogo org={org} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span className="truncate">{org.name}</span>
            <VerifiedMark status={org.status} />
          </p>
          <h3 className="mt-0.5 text-base font-semibold break-words text-slate-900 sm:text-lg">
            <Link
              to={`/${lang}/talent/careers/${posting.id}`}
              className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {posting.title}
            </Link>
          </h3>
        </div>
        {canFollow ? (
          <FollowJobButton jobId={posting.id} title={posting.title} isFollowed={posting.isFollowed} />
        ) : null}
      </div>
      {terms ? (
        <p className="text-sm font-medium break-words text-brand-800" data-testid="job-card-terms">
          {terms}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        {posting.city}, {countryName(posting.country)}
      </p>
      <SalaryText salary={posting.salaryDTO} className="text-sm" />
      <div className="flex flex-wrap gap-1.5">
        {posting.employmentTypes.map((type) => (
          <Badge key={type} tone="brand">
            {tp(`employmentTypes.${type}`)}
          </Badge>
        ))}
        {posting.workModes.map((mode) => (
          <Badge key={mode}>{tp(`workModes.${mode}`)}</Badge>
        ))}
        <Badge tone="warning">{tp(experience.key, experience.values)}</Badge>
      </div>
      <p className="flex flex-wrap justify-between gap-2 border-t border-slate-100 pt-3 text-xs text-slate-500">
        <span>
          {t('card.period', {
            start: formatDate(posting.startedAt, lang),
            end: formatDate(posting.endedAt, lang),
          })}
        </span>
        {left >= 0 && posting.jobPostingProgressStatus === 'IN_PROGRESS' ? (
          <span className="font-semibold text-amber-700">{t('card.daysLeft', { days: left })}</span>
        ) : null}
      </p>
      {footer}
    </Card>
  );
}
