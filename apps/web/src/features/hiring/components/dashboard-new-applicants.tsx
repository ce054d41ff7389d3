import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { DashboardCard } from '../../../shared/dashboard/dashboard-card';
import { useRecruitmentSummary } from '../api/get-recruitment-summary';
import { postingsWithNewApplicants } from '../lib/new-applicants';

/** Postings with new applicants, linking to each posting's recruitment screen. */
export function DashboardNewApplicants({ orgId }: { orgId: number }) {
  const { t } = useTranslation('dashboard');
  const to = useLocalizedPath();
  const summary = useRecruitmentSummary(orgId);
  const rows = summary.data ? postingsWithNewApplicants(summary.data) : [];
  return (
    <DashboardCard
      title={t('company.applicantsTitle')}
      body={t('company.applicantsBody')}
      testId="dashboard-new-applicants"
    >
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
    </DashboardCard>
  );
}
