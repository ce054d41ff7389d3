import type { DeadLetter } from '@app/contract/schemas/dead-letters';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatDateTime } from '../../../shared/format/dates';
import { DEAD_LETTER_PAGE_SIZE, useDeadLetterList, useRetryDeadLetter } from '../api/dead-letters';
import { pageCountOf } from '../lib/console-params';

/** `/admin/mails`: mails that could not be delivered for 72 hours, each with a retry button (after a confirmation). */
export function DeadLettersPage() {
  const { t } = useTranslation('admin');
  const to = useLocalizedPath();
  usePageTitle(t('deadLetters.pageTitle'));
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Link to={to('/admin')} className="text-sm font-medium text-brand-700 hover:underline">
          ← {t('deadLetters.back')}
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('deadLetters.pageTitle')}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('deadLetters.subtitle')}</p>
      </div>
      <DeadLetterList />
    </div>
  );
}

function DeadLetterList() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<DeadLetter | null>(null);
  const list = useDeadLetterList(page);
  const retry = useRetryDeadLetter();
  if (list.isError) return <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  const { data, totalElementCount } = list.data;
  if (data.length === 0) return <EmptyState title={t('deadLetters.emptyTitle')} body={t('deadLetters.emptyBody')} />;
  const onConfirm = () => {
    if (!confirming) return;
    retry.mutate(confirming.id, {
      onSuccess: () => toast.success(t('deadLetters.retried')),
      onError: (error) => toast.error(describeError(error)),
      onSettled: () => setConfirming(null),
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-500" aria-live="polite">
        {t('deadLetters.total', { count: totalElementCount })}
      </p>
      <ul className="flex flex-col gap-3" data-testid="dead-letter-list">
        {data.map((mail) => (
          <DeadLetterRow key={mail.id} mail={mail} onRetry={() => setConfirming(mail)} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCountOf(totalElementCount, DEAD_LETTER_PAGE_SIZE)}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('deadLetters.confirmTitle', { to: confirming?.to ?? '' })}
        body={t('deadLetters.confirmBody')}
        cancelLabel={t('deadLetters.cancel')}
        confirmLabel={t('deadLetters.confirm')}
        tone="primary"
        onConfirm={onConfirm}
        isLoading={retry.isPending}
      />
    </div>
  );
}

function DeadLetterRow({ mail, onRetry }: { mail: DeadLetter; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-semibold break-words text-slate-900">{mail.subject}</h2>
          <p className="text-sm break-all text-slate-600">{mail.to}</p>
          <p className="text-sm text-slate-500">
            {[
              t('deadLetters.queued', { date: formatDateTime(mail.createdAt, lang) }),
              t('deadLetters.gaveUp', { date: formatDateTime(mail.lastAttemptAt, lang) }),
              t('deadLetters.attempts', { count: mail.attempts }),
            ].join(' · ')}
          </p>
          {mail.lastError ? (
            <p className="text-sm break-words text-red-700">{t('deadLetters.lastError', { error: mail.lastError })}</p>
          ) : null}
        </div>
        <Button variant="secondary" onClick={onRetry} aria-label={t('deadLetters.retryLabel', { to: mail.to })}>
          {t('deadLetters.retry')}
        </Button>
      </Card>
    </li>
  );
}
