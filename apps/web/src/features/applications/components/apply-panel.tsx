import { type ApplicationStatus, nextApplicationStatus } from '@app/contract/rules/application-state';
import type { JobDetail } from '@app/contract/schemas/posting';
import type { ApplyRequest } from '@app/contract/schemas/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { type ApiError, isApiError } from '../../../lib/api-client';
import { describeError, translateValidation } from '../../../lib/form-errors';
import { useHydrated } from '../../../lib/prerendered';
import { useLang } from '../../../lib/use-lang';
import { formatDate } from '../../../shared/format/dates';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { applyToJob } from '../api/apply-to-job';
import { cancelApplication } from '../api/cancel-application';
import { applicationPath } from '../lib/application-paths';
import { ApplicationStatusBadge } from './application-status-badge';
import { ApplyDialog } from './apply-dialog';

const AFTER_APPLYING = [['job'], ['applications'], ['jobs'], ['recommended'], ['followed-jobs']];

/**
 * Apply in one step (after a confirmation), or see the application (with a link to its progress) and withdraw it
 * before a decision (needs `careers` and `applications`). Below 1024 px an application takes one line of the apply
 * bar; withdrawing is then on the application's page.
 */
export function ApplyPanel({ job }: { job: JobDetail }) {
  const { t } = useTranslation('careers');
  const { t: ta } = useTranslation('applications');
  const lang = useLang();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'apply' | 'cancel' | null>(null);
  const [incomplete, setIncomplete] = useState<ApiError | null>(null);
  // The page is rendered by the server (decision 049): a button pressed before the app takes it over would do
  // nothing, so it waits, disabled, until then.
  const hydrated = useHydrated();
  const refresh = () => Promise.all(AFTER_APPLYING.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const apply = useMutation({
    mutationFn: (choice: ApplyRequest) => applyToJob(job.id, choice),
    onSuccess: () => {
      setIncomplete(null);
      toast.success(t('apply.done'));
    },
    onError: (error) => {
      if (isApiError(error) && error.errorCode === 'PROFILE_INCOMPLETE') setIncomplete(error);
      else toast.error(describeError(error));
    },
    onSettled: () => {
      setDialog(null);
      return refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelApplication(job.id),
    onSuccess: () => toast.success(t('apply.cancelled')),
    onError: (error) => toast.error(describeError(error)),
    onSettled: () => {
      setDialog(null);
      return refresh();
    },
  });

  const application = job.application && job.application.status !== 'WITHDRAWN' ? job.application : null;
  const status = application?.status as ApplicationStatus | undefined;
  const canWithdraw = status ? nextApplicationStatus(status, 'WITHDRAW') !== null : false;

  return (
    <div className="flex flex-col gap-3" data-testid="apply-panel">
      {application && status ? (
        // Phones: one line in the bar (status and the link to the application); the date is read out only, and
        // withdrawing happens on the application's page (its withdraw card), which the link opens.
        <div className="flex flex-col gap-3 max-lg:flex-row max-lg:items-center max-lg:justify-between">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <ApplicationStatusBadge status={status} />
            <span className="max-lg:sr-only">
              {t('apply.appliedOn', { date: formatDate(application.appliedAt, lang) })}
            </span>
          </p>
          <Link
            to={applicationPath(lang, application.id)}
            className="self-start text-sm font-medium text-brand-700 hover:underline max-lg:self-center max-lg:py-2"
          >
            {ta('list.details')}
          </Link>
          {canWithdraw ? (
            <Button
              variant="secondary"
              className="max-lg:hidden"
              disabled={!hydrated}
              onClick={() => setDialog('cancel')}
            >
              {t('apply.cancel')}
            </Button>
          ) : (
            <p className="text-sm text-slate-500 max-lg:hidden">{t('apply.decided')}</p>
          )}
        </div>
      ) : job.isApplicable ? (
        <Button onClick={() => setDialog('apply')} fullWidth disabled={!hydrated}>
          {job.application ? t('apply.reapply') : t('apply.apply')}
        </Button>
      ) : (
        <p className="text-sm text-slate-500">{t('apply.closed')}</p>
      )}
      {incomplete ? (
        <Alert>
          <p className="font-semibold">{describeError(incomplete)}</p>
          <ul className="list-disc pl-5" data-testid="profile-missing">
            {incomplete.fields.map((field) => (
              <li key={field.path}>{translateValidation(field.key)}</li>
            ))}
          </ul>
          <Link to={`/${lang}/talent/mypage/profile-register`} className="font-semibold underline">
            {t('apply.completeProfile')}
          </Link>
        </Alert>
      ) : null}
      {user?.role === 'NORMAL' && dialog === 'apply' ? (
        <ApplyDialog
          open
          onOpenChange={(open) => setDialog(open ? 'apply' : null)}
          userId={user.id}
          title={job.title}
          company={job.orgSummaryDTO.name}
          onApply={(choice) => apply.mutate(choice)}
          isLoading={apply.isPending}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={t('apply.cancelTitle')}
        body={t('apply.cancelBody')}
        confirmLabel={t('apply.cancelConfirm')}
        cancelLabel={t('apply.back')}
        onConfirm={() => cancel.mutate()}
        isLoading={cancel.isPending}
      />
    </div>
  );
}
