import type { ApplicationStatus } from '@app/contract/rules/application-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { formatDate } from '../../../shared/format/dates';
import { useDashboardApplications } from '../api/list-dashboard-applications';
import { applicationPath, applicationsPath } from '../lib/application-paths';
import { ApplicationStatusBadge } from './application-status-badge';

/** The talent dashboard's latest applications, each linking to its detail (needs `careers` and `postings`). */
export function DashboardApplications() {
  const { t } = useTranslation('careers');
  const lang = useLang();
  const list = useDashboardApplications(5);
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="dashboard-applications">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('applications.dashboardTitle')}</h2>
        <Link to={applicationsPath(lang)} className="text-sm font-medium text-brand-700 hover:underline">
          {t('applications.seeAll')}
        </Link>
      </div>
      {list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-32" />
      ) : list.data.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('applications.emptyBody')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {list.data.data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="text-xs text-slate-600">{a.companyName}</p>
                <Link
                  to={applicationPath(lang, a.id)}
                  className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {a.title}
                </Link>
                <p className="text-xs text-slate-500">
                  {t('applications.appliedOn', { date: formatDate(a.appliedAt, lang) })}
                </p>
              </div>
              <ApplicationStatusBadge status={a.status as ApplicationStatus} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
