import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { DashboardCard } from '../../../shared/dashboard/dashboard-card';
import { formatDate } from '../../../shared/format/dates';
import { useTalentProposals } from '../api/proposals-api';
import { ProposalStatusBadge } from './proposal-status-badge';

/** The talent dashboard's latest position proposals and how many await an answer (needs `dashboard`, `talents`). */
export function DashboardProposals({ userId }: { userId: number }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const latest = useTalentProposals(userId, 1, undefined, 3);
  const open = useTalentProposals(userId, 1, 'OPEN', 1);
  const openCount = open.data?.totalElementCount ?? 0;
  return (
    <DashboardCard
      title={t('talent.proposalsTitle')}
      testId="dashboard-proposals"
      aside={
        <Link to={`/${lang}/talent/mypage/proposals`} className="text-sm font-medium text-brand-700 hover:underline">
          {t('talent.proposalsSeeAll')}
        </Link>
      }
    >
      {openCount > 0 ? (
        <Badge tone="warning" className="self-start">
          {t('talent.proposalsOpen', { count: openCount })}
        </Badge>
      ) : null}
      {latest.isError ? (
        <ErrorState body={describeError(latest.error)} onRetry={() => void latest.refetch()} />
      ) : !latest.data ? (
        <Skeleton className="h-24" />
      ) : latest.data.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('talent.proposalsEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {latest.data.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link
                  to={`/${lang}/talent/careers/${p.jobPostingId}`}
                  className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {p.postingTitle}
                </Link>
                <p className="text-xs text-slate-500">
                  {t('talent.proposalFrom', { company: p.companyName, date: formatDate(p.createdAt, lang) })}
                </p>
              </div>
              <ProposalStatusBadge status={p.status} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
