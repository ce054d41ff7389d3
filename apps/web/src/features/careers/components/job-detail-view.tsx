import { hiringProcessText } from '@app/contract/i18n/public-job-view';
import type { TrackLevel } from '@app/contract/schemas/assessment-track';
import type { JobDetail } from '@app/contract/schemas/posting';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge, Card } from '../../../components/ui/card';
import { TextCard } from '../../../components/ui/text-card';
import { useLang } from '../../../lib/use-lang';
import { useJobRoleCategories, useSkillCategories } from '../../../shared/catalog/get-catalog';
import { localizeName } from '../../../shared/catalog/localize-name';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { FollowCompanyButton } from '../../../shared/follow/follow-company-button';
import { FollowJobButton } from '../../../shared/follow/follow-job-button';
import { formatDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import { experienceText } from '../../../shared/postings/experience-text';
import {
  CompanyLogo,
  ProgressBadge,
  SalaryText,
  StatusBadge,
  VerifiedMark,
} from '../../../shared/postings/posting-bits';

type Mode = 'talent' | 'preview';

type JobDetailViewProps = {
  job: JobDetail;
  mode: Mode;
  /** The talent's apply panel (from the applications feature), above the follow buttons. */
  applyPanel?: (job: JobDetail) => ReactNode;
};

/** A posting as talents see it; the company's preview shows the same page without the talent's actions. */
export function JobDetailView({ job, mode, applyPanel }: JobDetailViewProps) {
  const { t } = useTranslation('careers');
  const { t: tp } = useTranslation('postings');
  const lang = useLang();
  const countryName = useCountryName();
  const org = job.orgSummaryDTO;
  const texts = [
    ['businessOverview', job.businessOverview],
    ['mainDuties', job.mainDuties],
    ['requiredQualification', job.requiredQualification],
    ['preferredQualification', job.preferredQualification],
    ['hiringProcess', hiringProcessText(job, lang)],
    ['otherDetails', job.otherDetails],
  ] as const;
  const experience = experienceText(job.experience);
  const facts = [
    [t('detail.location'), `${job.city}, ${countryName(job.country)}`],
    [t('detail.experience'), tp(experience.key, experience.values)],
    [t('detail.period'), `${formatDate(job.startedAt, lang)} – ${formatDate(job.endedAt, lang)}`],
    [t('detail.employmentTypes'), job.employmentTypes.map((v) => tp(`employmentTypes.${v}`)).join(', ')],
    [t('detail.workModes'), job.workModes.map((v) => tp(`workModes.${v}`)).join(', ')],
    [t('detail.views'), formatCount(job.viewCount)],
    [t('detail.applicants'), formatCount(job.applicantCount)],
  ] as const;
  return (
    <article className="flex flex-col gap-6" data-testid="job-detail">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <CompanyLogo org={org} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {mode === 'talent' ? (
                <Link
                  to={`/${lang}/talent/company-info?id=${org.id}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {org.name}
                </Link>
              ) : (
                <span className="font-medium">{org.name}</span>
              )}
              <VerifiedMark status={org.status} />
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {job.title}
            </h1>
            <div className="mt-2 flex flex-wrap gap-1.5">
              {mode === 'preview' ? <StatusBadge status={job.status} /> : null}
              <ProgressBadge progress={job.jobPostingProgressStatus} />
            </div>
          </div>
        </div>
        <SalaryText salary={job.salaryDTO} className="text-lg" />
      </Card>
      {/* Below 1024 px one column (flex, so the apply card can stick to the bottom of the whole column). */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
        <div className="flex flex-col gap-6">
          <Categories job={job} />
          {job.aiSummary ? (
            <TextCard
              title={t('detail.aiSummary')}
              text={job.aiSummary}
              className="border-brand-200 bg-brand-50/50"
              data-testid="ai-summary"
            />
          ) : null}
          {texts.map(([key, text]) => (text ? <TextCard key={key} title={t(`detail.${key}`)} text={text} /> : null))}
          <Assessments job={job} />
        </div>
        <div className="contents lg:sticky lg:top-24 lg:flex lg:flex-col lg:gap-6">
          {mode === 'talent' ? (
            // Phones: the apply bar, always in view above the bottom navigation (the same panel, moved by CSS only).
            <Card
              className="flex flex-col gap-3 p-5 max-lg:sticky max-lg:bottom-(--bottom-nav-h) max-lg:z-20 max-lg:order-last max-lg:max-h-[60dvh] max-lg:gap-2 max-lg:overflow-y-auto max-lg:p-3 max-lg:shadow-[0_-4px_12px_rgb(15_23_42/0.08)]"
              data-testid="apply-bar"
            >
              {applyPanel?.(job)}
              <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 max-lg:pt-2">
                <FollowJobButton jobId={job.id} title={job.title} isFollowed={job.isFollowed} />
                <FollowCompanyButton companyId={org.id} name={org.name} isFollowed={job.isCompanyFollowed} />
              </div>
            </Card>
          ) : null}
          <Card className="p-5">
            <dl className="flex flex-col gap-3 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="font-medium break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </div>
    </article>
  );
}

function Assessments({ job }: { job: JobDetail }) {
  const { t } = useTranslation('careers');
  const { t: tp } = useTranslation('postings');
  if (!job.requiredAssessments.length && !job.optionalAssessments.length) return null;
  const label = (a: TrackLevel) => tp('trackLevel', { track: tp(`tracks.${a.track}`), level: a.level });
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.assessments')}</h2>
      {job.requiredAssessmentsMet !== null && job.requiredAssessments.length ? (
        <Alert tone={job.requiredAssessmentsMet ? 'success' : 'info'}>
          <p data-testid="assessments-met" data-met={job.requiredAssessmentsMet}>
            {job.requiredAssessmentsMet ? t('detail.assessmentsMet') : t('detail.assessmentsNotMet')}
          </p>
        </Alert>
      ) : null}
      {(['requiredAssessments', 'optionalAssessments'] as const).map((key) =>
        job[key].length ? (
          <div key={key}>
            <h3 className="text-sm font-semibold text-slate-700">{t(`detail.${key}`)}</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {(job[key] as TrackLevel[]).map((a) => (
                <li key={`${a.track}-${a.level}`}>
                  <Badge tone={key === 'requiredAssessments' ? 'warning' : 'neutral'}>{label(a)}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </Card>
  );
}

/** What the posting hires for in the reader's language: its job titles and skills, or its categories when it has none. */
function Categories({ job }: { job: JobDetail }) {
  const { t } = useTranslation('careers');
  const lang = useLang();
  const roles = useJobRoleCategories();
  const skills = useSkillCategories();
  const groups = [
    job.jobTitles.length
      ? (['jobTitles', job.jobTitles] as const)
      : (['jobRoles', job.jobRoleCategoryIds.map((id) => roles.data?.find((c) => c.id === id))] as const),
    job.skills.length
      ? (['skills', job.skills] as const)
      : (['skills', job.skillCategoryIds.map((id) => skills.data?.find((c) => c.id === id))] as const),
  ];
  if (!groups.some(([, list]) => list.length)) return null;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" data-testid="job-terms">
      {groups.map(([key, list]) =>
        list.length ? (
          <div key={key}>
            <h2 className="text-sm font-semibold text-slate-700">{t(`detail.${key}`)}</h2>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {list.map((c, i) => (
                <li key={c?.id ?? `pending-${i}`}>
                  <Badge tone="brand">{c ? localizeName(c, lang) : '…'}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </Card>
  );
}
