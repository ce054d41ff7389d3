import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatDateTime } from '../../../shared/format/dates';
import { useNotice } from '../api/get-notice';

/** `/notices/{id}`: the full text of a service notice an administrator published (its notification links here). */
export function NoticePage({ id, notificationsPath }: { id: number; notificationsPath: string | null }) {
  const { t } = useTranslation('notifications');
  const lang = useLang();
  const notice = useNotice(id, lang);
  usePageTitle(notice.data?.title ?? t('notice.title'));
  const notFound = !Number.isInteger(id) || (notice.error instanceof ApiError && notice.error.status === 404);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {notificationsPath ? (
        <Link to={`/${lang}${notificationsPath}`} className="text-sm font-medium text-brand-700 hover:underline">
          {t('notice.back')}
        </Link>
      ) : null}
      {notFound ? (
        <EmptyState title={t('notice.notFound')} body={t('notice.notFoundBody')} />
      ) : notice.isError ? (
        <ErrorState onRetry={() => void notice.refetch()} />
      ) : !notice.data ? (
        <Card className="flex flex-col gap-3 p-6" aria-busy="true">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ) : (
        <Card className="flex flex-col gap-3 p-6">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('notice.kicker')}</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{notice.data.title}</h1>
          <p className="text-sm text-slate-500">{formatDateTime(notice.data.createdAt, lang)}</p>
          <p className="whitespace-pre-line text-slate-700" data-testid="notice-body">
            {notice.data.body}
          </p>
        </Card>
      )}
    </div>
  );
}
