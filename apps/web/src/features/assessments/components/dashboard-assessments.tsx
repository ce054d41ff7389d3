import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { useAssessments } from '../api/get-assessments';
import { useOpenRequests } from '../api/get-requests';
import { localized } from '../lib/format';
import { catalogueBasePath, useAssessmentName } from './shared';

/** The talent dashboard's card: passed assessments (counted results of 70 or more) and companies' open requests. */
export function DashboardAssessments({ userId }: { userId: number }) {
  const { t } = useTranslation('assessments');
  const lang = useLang();
  const to = useLocalizedPath();
  const nameOf = useAssessmentName();
  const assessments = useAssessments();
  const requests = useOpenRequests(userId);
  const passed = (assessments.data ?? []).filter((a) => a.latest?.passed);
  const open = requests.data?.data ?? [];
  const isLoading = assessments.isPending || requests.isPending;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.title')}</h2>
      {isLoading ? (
        <div className="mt-3 flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-5" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : assessments.isError || requests.isError ? (
        <p className="mt-3 text-sm text-red-700">{t('dashboard.loadError')}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-4 text-sm">
          <div>
            <h3 className="font-medium text-slate-700">{t('dashboard.passed')}</h3>
            {passed.length === 0 ? (
              <p className="mt-1 text-slate-500">{t('dashboard.nonePassed')}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {passed.map((a) => (
                  <li key={a.id} className="flex items-center justify-between gap-2">
                    <Link to={to(a.latest?.reportUrl ?? '')} className="font-medium text-brand-700 hover:underline">
                      {localized(a.names, lang)}
                    </Link>
                    <Badge tone="success">{a.latest?.obtainedScore}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-medium text-slate-700">{t('dashboard.requests')}</h3>
            {open.length === 0 ? (
              <p className="mt-1 text-slate-500">{t('dashboard.noRequests')}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {open.map((r) => (
                  <li key={r.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                    <p className="font-medium text-slate-900">
                      {t('requests.item', { company: r.companyName, name: nameOf(r.track, r.level) })}
                    </p>
                    <p className="mt-1 line-clamp-2 text-slate-600">{r.message}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Link to={to(`${catalogueBasePath}/1`)} className="font-semibold text-brand-700 hover:underline">
            {t('dashboard.cta')}
          </Link>
        </div>
      )}
    </Card>
  );
}
