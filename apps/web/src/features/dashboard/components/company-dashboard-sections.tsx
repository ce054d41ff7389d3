import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { formatName, initialsOf } from '../../../lib/names';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { MatchReasonList } from '../../talents/components/match-reasons';
import { useRecommendedTalents, useRecruitmentSummary, useUpcomingInterviews } from '../api/company-dashboard-api';
import { postingsWithNewApplicants } from '../lib/company-dashboard';

function Section({ title, body, aside, testId, children }: SectionProps) {
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {body ? <p className="mt-1 text-sm text-slate-600">{body}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}
type SectionProps = {
  title: string;
  body?: string;
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
};

/** Postings with new applicants, linking to each posting's recruitment screen. */
export function DashboardNewApplicants({ orgId }: { orgId: number }) {
  const { t } = useTranslation('dashboard');
  const to = useLocalizedPath();
  const summary = useRecruitmentSummary(orgId);
  const rows = summary.data ? postingsWithNewApplicants(summary.data) : [];
  return (
    <Section title={t('company.applicantsTitle')} body={t('company.applicantsBody')} testId="dashboard-new-applicants">
      {summary.isError ? (
        <ErrorState body={describeError(summary.error)} onRetry={() => void summary.refetch()} />
      ) : !summary.data ? (
        <Skeleton className="h-24" />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('company.applicantsEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {rows.slice(0, 5).map((p) => (
            <li key={p.jobPostingId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link
                  to={to(`/company/mypage/manage-recruitment/${p.jobPostingId}`)}
                  className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {p.title}
                </Link>
                <p className="text-xs text-slate-500">{t('company.applicantsTotal', { count: p.total })}</p>
              </div>
              <Badge tone="brand">{t('company.applicantsNew', { count: p.fresh })}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The next scheduled interviews with the candidate, the posting, the time and where. */
export function DashboardInterviews({ orgId }: { orgId: number }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const to = useLocalizedPath();
  const list = useUpcomingInterviews(orgId);
  return (
    <Section title={t('company.interviewsTitle')} testId="dashboard-interviews">
      {list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-24" />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('company.interviewsEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {list.data.map((i) => (
            <li key={i.interviewId} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <time dateTime={i.startsAt} className="font-semibold text-slate-900">
                  {formatDateTime(i.startsAt, lang)}
                </time>
                <Badge tone={i.type === 'ONLINE' ? 'brand' : 'neutral'}>{t(`company.interviewType.${i.type}`)}</Badge>
              </div>
              <p className="text-sm break-words text-slate-700">
                <Link
                  to={to(`/company/talent-preview/${i.candidate.id}`)}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {formatName(i.candidate.firstName, i.candidate.lastName)}
                </Link>
                {' · '}
                <Link
                  to={to(`/company/mypage/manage-recruitment/${i.jobPostingId}`)}
                  className="hover:text-brand-700 hover:underline"
                >
                  {i.postingTitle}
                </Link>
              </p>
              {i.type === 'ONLINE' && i.meetingUrl ? (
                <a
                  href={i.meetingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="self-start text-sm font-medium text-brand-700 hover:underline"
                >
                  {t('company.interviewJoin')}
                </a>
              ) : i.location ? (
                <p className="text-sm break-words text-slate-600">{i.location}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The best-matching talents for the open postings, with their score and reasons (needs `talents`). */
export function DashboardRecommendedTalents({ orgId }: { orgId: number }) {
  const { t } = useTranslation('dashboard');
  const to = useLocalizedPath();
  const list = useRecommendedTalents(5);
  const summary = useRecruitmentSummary(orgId);
  const titles = new Map((summary.data ?? []).map((p) => [p.jobPostingId, p.title]));
  return (
    <Section
      title={t('company.recommendedTitle')}
      body={t('company.recommendedBody')}
      testId="dashboard-recommended-talents"
      aside={
        <Link to={to('/company/talent-information')} className="text-sm font-medium text-brand-700 hover:underline">
          {t('company.recommendedSeeAll')}
        </Link>
      }
    >
      {list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-40" />
      ) : list.data.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('company.recommendedEmpty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.data.data.map((talent) => {
            const postingTitle = talent.postingId === null ? undefined : titles.get(talent.postingId);
            return (
              <li
                key={talent.userId}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
                data-testid="recommended-talent"
              >
                <div className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
                  >
                    {initialsOf(talent.firstName, talent.lastName)}
                  </span>
                  <div className="min-w-0 flex-1">
                    <Link
                      to={to(`/company/talent-preview/${talent.userId}`)}
                      className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {formatName(talent.firstName, talent.lastName)}
                    </Link>
                    {talent.jobPositionName ? <p className="text-sm text-slate-600">{talent.jobPositionName}</p> : null}
                  </div>
                  <Badge tone={talent.score >= 70 ? 'success' : 'brand'} data-testid="recommended-score">
                    {t('company.matchScore', { score: talent.score })}
                  </Badge>
                </div>
                {postingTitle ? (
                  <p className="text-xs text-slate-500">{t('company.recommendedFor', { title: postingTitle })}</p>
                ) : null}
                <MatchReasonList reasons={talent.reasons.slice(0, 3)} />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
