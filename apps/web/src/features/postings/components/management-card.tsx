import type { PostingStatus } from '@app/contract/rules/posting-progress';
import type { PostingCard } from '@app/contract/schemas/posting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { formatDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import { ProgressBadge, SalaryText, StatusBadge } from '../../../shared/postings/posting-bits';
import { changePostingStatus } from '../api/change-posting-status';
import { copyPosting } from '../api/copy-posting';
import { deletePosting } from '../api/delete-posting';
import { companyPostingKey } from '../api/get-company-posting';
import { ClosePostingDialog } from './close-posting-dialog';

type Action =
  | { kind: 'status'; status: PostingStatus; notifyUndecided?: boolean }
  | { kind: 'copy' }
  | { kind: 'delete' };

/** One of the company's postings with its counts and actions (close and delete ask first). */
export function ManagementCard({
  orgId,
  posting,
  onApprovalNeeded,
}: {
  orgId: number;
  posting: PostingCard;
  onApprovalNeeded: () => void;
}) {
  const { t } = useTranslation('postings');
  const lang = useLang();
  const navigate = useNavigate();
  const countryName = useCountryName();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<'close' | 'delete' | null>(null);
  const mutation = useMutation({
    mutationFn: async (action: Action): Promise<{ id: number }> => {
      if (action.kind === 'copy') return copyPosting(orgId, posting.id);
      if (action.kind === 'delete') return deletePosting(orgId, posting.id);
      return changePostingStatus(orgId, posting.id, action.status, { notifyUndecided: action.notifyUndecided });
    },
    onSuccess: (data, action) => {
      if (action.kind === 'copy') {
        toast.success(t('management.copied'));
        navigate(`/${lang}/company/job-posting/${data.id}`);
      } else if (action.kind === 'delete') toast.success(t('management.deleted'));
      else if (action.kind === 'status') toast.success(t(`management.statusChanged.${action.status}`));
    },
    onError: (error) => {
      if (isApiError(error) && error.errorCode === 'POSTING_REQUIRES_APPROVAL') onApprovalNeeded();
      else toast.error(describeError(error));
    },
    onSettled: (_data, error) => {
      // Someone applied since the close dialog read the count: it stays open and reads it again (Art. 10).
      if (isApiError(error) && error.errorCode === 'UNDECIDED_APPLICATIONS') {
        return queryClient.invalidateQueries({ queryKey: companyPostingKey(orgId, posting.id) });
      }
      setConfirm(null);
      return queryClient.invalidateQueries({ queryKey: ['company-postings', orgId] });
    },
  });
  const run = (action: Action) => mutation.mutate(action);
  const isClosed = posting.status === 'DELETED';
  const busy = mutation.isPending;
  const stats = [
    [t('management.views'), formatCount(posting.viewCount), 'views'],
    [t('management.applicants'), formatCount(posting.applicantCount), 'applicants'],
  ] as const;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="management-card" data-id={posting.id}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-1.5">
            <StatusBadge status={posting.status} />
            <ProgressBadge progress={posting.jobPostingProgressStatus} />
          </div>
          <h2 className="mt-2 text-lg font-semibold break-words text-slate-900">{posting.title}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {posting.city}, {countryName(posting.country)} ·{' '}
            {t('management.period', {
              start: formatDate(posting.startedAt, lang),
              end: formatDate(posting.endedAt, lang),
            })}
          </p>
          <SalaryText salary={posting.salaryDTO} className="mt-1 block text-sm" />
        </div>
        <dl className="flex shrink-0 gap-6 sm:text-right">
          {stats.map(([label, value, id]) => (
            <div key={id}>
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-xl font-bold text-slate-900" data-testid={id}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {!isClosed ? (
          <Link
            to={`/${lang}/company/job-posting/${posting.id}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('management.actions.edit')}
          </Link>
        ) : null}
        <Link
          to={`/${lang}/company/job-posting/${posting.id}/preview`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('management.actions.preview')}
        </Link>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => run({ kind: 'copy' })}>
          {t('management.actions.copy')}
        </Button>
        {posting.status === 'HIDDEN' ? (
          <Button size="sm" disabled={busy} onClick={() => run({ kind: 'status', status: 'VISIBLE' })}>
            {t('management.actions.publish')}
          </Button>
        ) : null}
        {posting.status === 'VISIBLE' ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => run({ kind: 'status', status: 'HIDDEN' })}
          >
            {t('management.actions.hide')}
          </Button>
        ) : null}
        {!isClosed ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirm('close')}>
            {t('management.actions.close')}
          </Button>
        ) : null}
        {posting.applicantCount === 0 ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => setConfirm('delete')}
            className="text-red-700"
          >
            {t('management.actions.delete')}
          </Button>
        ) : null}
      </div>
      <ClosePostingDialog
        orgId={orgId}
        postingId={posting.id}
        open={confirm === 'close'}
        onOpenChange={(open) => setConfirm(open ? 'close' : null)}
        onClose={(notifyUndecided) => run({ kind: 'status', status: 'DELETED', notifyUndecided })}
        isLoading={busy}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={t('management.deleteTitle')}
        body={t('management.deleteBody')}
        confirmLabel={t('management.deleteConfirm')}
        cancelLabel={t('management.cancel')}
        onConfirm={() => run({ kind: 'delete' })}
        isLoading={busy}
      />
    </Card>
  );
}
