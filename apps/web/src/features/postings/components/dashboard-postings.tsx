import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { formatCount } from '../../../shared/format/numbers';
import { StatusBadge } from '../../../shared/postings/posting-bits';
import { useCompanyPostings } from '../api/list-company-postings';

/** The company dashboard's latest postings with their views and applicants (needs `postings`). */
export function DashboardPostings({ orgId }: { orgId: number }) {
  const { t } = useTranslation('postings');
  const lang = useLang();
  const list = useCompanyPostings(orgId, { status: null, progress: null, sort: 'CREATED', direction: 'DESC', page: 1 });
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="dashboard-postings">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.title')}</h2>
        <div className="flex gap-2">
          <Link to={`/${lang}/company/job-posting/0`} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
            {t('dashboard.new')}
          </Link>
          <Link to={`/${lang}/company/mypage/job-posting/management`} className={buttonClasses({ size: 'sm' })}>
            {t('dashboard.manage')}
          </Link>
        </div>
      </div>
      {list.isError ? (
        <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-32" />
      ) : list.data.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('dashboard.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {list.data.data.slice(0, 5).map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <StatusBadge status={p.status} />
                <Link
                  to={`/${lang}/company/job-posting/${p.id}`}
                  className="mt-1 block font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {p.title}
                </Link>
              </div>
              <dl className="flex gap-4 text-right text-sm">
                <div>
                  <dt className="text-xs text-slate-500">{t('dashboard.views')}</dt>
                  <dd className="font-semibold text-slate-900">{formatCount(p.viewCount)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('dashboard.applicants')}</dt>
                  <dd className="font-semibold text-slate-900">{formatCount(p.applicantCount)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
