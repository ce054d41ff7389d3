import { UNDECIDED_STATUSES } from '@app/contract/rules/fair-hiring';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { useCompanyPosting } from '../api/get-company-posting';

type ClosePostingDialogProps = {
  orgId: number;
  postingId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `notifyUndecided`: end the waiting applications with the courteous default result notice (decision 039). */
  onClose: (notifyUndecided: boolean) => void;
  isLoading: boolean;
};

/**
 * Closing a posting. With applicants still waiting for a result (Fair Hiring Procedure Act, Art. 10) it says how many
 * and offers to decide on them first (the candidates list, filtered to them) or to close and send each the courteous
 * result notice. The count is read when the dialog opens; the server refuses a close that would leave someone
 * untold (409 UNDECIDED_APPLICATIONS), after which the count is read again.
 */
export function ClosePostingDialog({
  orgId,
  postingId,
  open,
  onOpenChange,
  onClose,
  isLoading,
}: ClosePostingDialogProps) {
  const { t } = useTranslation('postings');
  const lang = useLang();
  const posting = useCompanyPosting(orgId, open ? postingId : null);
  const undecided = posting.data?.undecidedApplicationCount ?? 0;
  const filter = UNDECIDED_STATUSES.map((s) => `status=${s}`).join('&');
  const cancel = (
    <Button variant="secondary" onClick={() => onOpenChange(false)}>
      {t('management.cancel')}
    </Button>
  );
  let body: ReactNode;
  let actions: ReactNode;
  if (posting.isError) {
    body = <ErrorState body={describeError(posting.error)} onRetry={() => void posting.refetch()} />;
    actions = cancel;
  } else if (!posting.data || posting.isFetching) {
    body = <Skeleton className="h-12" />;
    actions = cancel;
  } else if (undecided === 0) {
    body = <p className="text-sm text-slate-600">{t('management.closeBody')}</p>;
    actions = (
      <>
        {cancel}
        <Button variant="danger" onClick={() => onClose(false)} isLoading={isLoading}>
          {t('management.closeConfirm')}
        </Button>
      </>
    );
  } else {
    body = (
      <div className="flex flex-col gap-2 text-sm text-slate-600" data-testid="close-undecided">
        <p className="font-medium text-slate-900">{t('management.undecided.count', { count: undecided })}</p>
        <p>{t('management.undecided.body')}</p>
      </div>
    );
    actions = (
      <>
        {cancel}
        <Link
          to={`/${lang}/company/mypage/manage-recruitment/${postingId}?${filter}`}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('management.undecided.decideFirst')}
        </Link>
        <Button variant="danger" onClick={() => onClose(true)} isLoading={isLoading}>
          {t('management.undecided.closeAndNotify')}
        </Button>
      </>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('management.closeTitle')}>
      <div className="flex flex-col gap-5" data-testid="close-posting-dialog">
        {body}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">{actions}</div>
      </div>
    </Dialog>
  );
}
