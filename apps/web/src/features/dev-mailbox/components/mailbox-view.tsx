import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { type DevMail, useDevMails } from '../api/get-dev-mails';
import { LinkifiedText } from './linkified-text';

const PAGE_SIZE = 10;

/** `/dev/mailbox`: mails kept by a server without SMTP, filterable by recipient, with clickable links. */
export function MailboxView() {
  const { t } = useTranslation('mailbox');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const address = params.get('to') ?? '';
  const [draft, setDraft] = useState(address);
  const [page, setPage] = useState(1);
  const [openMail, setOpenMail] = useState<DevMail | null>(null);
  const mails = useDevMails(address);
  usePageTitle(t('title'));
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });

  const applyFilter = (next: string) => {
    setPage(1);
    setParams(next ? { to: next } : {}, { replace: true });
  };
  const clearFilter = () => {
    setDraft('');
    applyFilter('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyFilter(draft.trim());
  };

  const list = mails.data ?? [];
  const pageCount = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const visible = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const isUnavailable = isApiError(mails.error) && mails.error.status === 404;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('subtitle')}</p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label={t('filterLabel')} className="flex-1">
          {(control) => (
            <Input
              {...control}
              type="email"
              value={draft}
              placeholder={t('filterPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex gap-2">
          <Button type="submit">{t('apply')}</Button>
          {address ? (
            <Button variant="secondary" onClick={clearFilter}>
              {t('clear')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => void mails.refetch()} isLoading={mails.isFetching}>
            {t('refresh')}
          </Button>
        </div>
      </form>

      {mails.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : isUnavailable ? (
        <EmptyState title={t('unavailableTitle')} body={t('unavailableBody')} />
      ) : mails.isError ? (
        <ErrorState body={describeError(mails.error)} onRetry={() => void mails.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('emptyTitle')} body={address ? t('emptyFiltered', { address }) : t('emptyBody')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {visible.map((mail) => (
              <li key={mail.id}>
                <Card className="transition-shadow hover:shadow-md">
                  <button
                    type="button"
                    onClick={() => setOpenMail(mail)}
                    className="flex w-full flex-col gap-1.5 rounded-2xl p-4 text-left focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span className="font-semibold text-slate-900">{mail.subject}</span>
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
                      <span>
                        {t('to')}: {mail.to}
                      </span>
                      <Badge>{mail.kind}</Badge>
                      <time dateTime={mail.createdAt}>{format.format(new Date(mail.createdAt))}</time>
                    </span>
                  </button>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}

      <Dialog
        open={openMail !== null}
        onOpenChange={(open) => (open ? undefined : setOpenMail(null))}
        title={openMail?.subject}
        description={openMail ? `${t('to')}: ${openMail.to}` : undefined}
      >
        {openMail ? <LinkifiedText text={openMail.text} /> : null}
      </Dialog>
    </div>
  );
}
