import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { formatName } from '../../../lib/names';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { DashboardCard } from '../../../shared/dashboard/dashboard-card';
import { formatDateTime } from '../../../shared/format/dates';
import { useUpcomingInterviews } from '../api/list-upcoming-interviews';

/** The next scheduled interviews with the candidate, the posting, the time and where. */
export function DashboardInterviews({ orgId }: { orgId: number }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const to = useLocalizedPath();
  const list = useUpcomingInterviews(orgId);
  return (
    <DashboardCard title={t('company.interviewsTitle')} testId="dashboard-interviews">
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
                  {formatName(i.candidate.firstName, i.candidate.lastName, lang)}
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
    </DashboardCard>
  );
}
