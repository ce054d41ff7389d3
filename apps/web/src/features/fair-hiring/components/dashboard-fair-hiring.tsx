import type { CompanyDocumentRequest } from '@app/contract/schemas/fair-hiring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { DashboardCard } from '../../../shared/dashboard/dashboard-card';
import { alertsQueryKey, confirmDocumentRequest, useFairHiringAlerts } from '../api/alerts';
import { GracePeriodSetting } from './grace-period-setting';

const day = (value: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', {
    dateStyle: 'medium',
    ...(value.length === 10 ? { timeZone: 'UTC' } : {}),
  }).format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/**
 * The Fair Hiring Procedure Act's open duties: documents requests with their 14-day deadline (confirmed here, after
 * a confirmation) and applications past the date the posting stated; owners also set the grace period before
 * applicants are told of a delay.
 */
export function DashboardFairHiring({ orgId, canEditSettings }: { orgId: number; canEditSettings: boolean }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const to = useLocalizedPath();
  const alerts = useFairHiringAlerts(orgId);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<CompanyDocumentRequest | null>(null);
  const confirm = useMutation({
    mutationFn: (id: number) => confirmDocumentRequest(orgId, id),
    onSuccess: () => toast.success(t('fairHiring.confirmed')),
    onError: (error) => toast.error(describeError(error)),
    onSettled: async () => {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: alertsQueryKey(orgId) });
    },
  });
  return (
    <DashboardCard title={t('fairHiring.title')} testId="dashboard-fair-hiring">
      {alerts.isError ? (
        <ErrorState body={describeError(alerts.error)} onRetry={() => void alerts.refetch()} />
      ) : !alerts.data ? (
        <Skeleton className="h-24" />
      ) : alerts.data.documentRequests.length === 0 && alerts.data.overdue.length === 0 ? (
        <p className="text-sm text-slate-500">{t('fairHiring.empty')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {alerts.data.documentRequests.length > 0 ? (
            <section aria-label={t('fairHiring.requestsTitle')} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-900">
                {t('fairHiring.requestsTitle')} ({alerts.data.documentRequestTotal})
              </h3>
              <ul className="flex flex-col divide-y divide-slate-100">
                {alerts.data.documentRequests.map((r) => (
                  <li key={r.id} className="flex flex-col gap-2 py-3" data-testid="document-request">
                    <p className="text-sm break-words text-slate-700">
                      {t(`fairHiring.request.${r.kind}`, { name: r.talentName, title: r.title })}
                    </p>
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge tone={r.isOverdue ? 'danger' : 'warning'}>
                        {t(r.isOverdue ? 'fairHiring.overdueSince' : 'fairHiring.dueBy', { date: day(r.dueAt, lang) })}
                      </Badge>
                      <Button size="sm" onClick={() => setPending(r)}>
                        {t(`fairHiring.confirm.${r.kind}`)}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {alerts.data.overdue.length > 0 ? (
            <section aria-label={t('fairHiring.overdueTitle')} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-900">
                {t('fairHiring.overdueTitle')} ({alerts.data.overdueTotal})
              </h3>
              <ul className="flex flex-col divide-y divide-slate-100">
                {alerts.data.overdue.map((o) => (
                  <li
                    key={o.applicationId}
                    className="flex flex-col gap-1 py-2 text-sm"
                    data-testid="overdue-application"
                  >
                    <Link
                      to={to(`/company/mypage/manage-recruitment/${o.postingId}/candidates/${o.applicationId}`)}
                      className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {o.talentName} · {o.title}
                    </Link>
                    <span className="text-slate-600">
                      {t(`fairHiring.stage.${o.stage}`, { date: day(o.date, lang) })}
                      {o.isTalentNotified ? ` · ${t('fairHiring.told')}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
      {canEditSettings ? <GracePeriodSetting orgId={orgId} /> : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        title={t(`fairHiring.confirmTitle.${pending?.kind ?? 'DELETE'}`)}
        body={t('fairHiring.confirmBody', { name: pending?.talentName ?? '' })}
        confirmLabel={t(`fairHiring.confirm.${pending?.kind ?? 'DELETE'}`)}
        cancelLabel={t('fairHiring.cancel')}
        onConfirm={() => pending && confirm.mutate(pending.id)}
        isLoading={confirm.isPending}
      />
    </DashboardCard>
  );
}
