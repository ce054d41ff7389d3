import type { Notification } from '@app/contract/schemas/notification';
import type { CurrentUser } from '@app/contract/schemas/user';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatDateTime } from '../../../shared/format/dates';
import { NOTIFICATIONS_PAGE_SIZE, useNotificationsPage } from '../api/list-notifications-page';
import { notificationsBase, useMarkNotificationsRead } from '../api/notifications';
import { notificationPath } from '../lib/notification-link';

type Props = { user: Pick<CurrentUser, 'id' | 'role'>; page: number; onPageChange: (page: number) => void };

/**
 * `/talent/mypage/notifications` and `/company/mypage/notifications`: every notification, newest first, unread ones
 * highlighted until opened or marked read; new ones appear without reloading (the live stream refreshes the query).
 */
export function NotificationsPage({ user, page, onPageChange }: Props) {
  const base = notificationsBase(user);
  return base ? <NotificationList base={base} page={page} onPageChange={onPageChange} /> : null;
}

function NotificationList({
  base,
  page,
  onPageChange,
}: {
  base: string;
  page: number;
  onPageChange: (p: number) => void;
}) {
  const { t } = useTranslation('notifications');
  const lang = useLang();
  usePageTitle(t('page.title'));
  const list = useNotificationsPage(base, lang, page);
  const markRead = useMarkNotificationsRead(base);
  const unread = list.data?.unreadCount ?? 0;
  const total = list.data?.totalElementCount ?? 0;

  const markAll = () =>
    markRead.mutate([], {
      onSuccess: () => toast.success(t('page.markedAll')),
      onError: (error) => toast.error(describeError(error)),
    });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-2 text-slate-600" data-testid="notifications-unread">
            {list.data ? (unread ? t('page.unread', { count: unread }) : t('page.allRead')) : t('page.subtitle')}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={markAll} disabled={!unread} isLoading={markRead.isPending}>
          {t('markAll')}
        </Button>
      </div>
      {list.isError ? (
        <ErrorState title={t('error')} body={describeError(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('empty')} body={t('page.emptyBody')} />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100" data-testid="notifications-page-list">
            {list.data.data.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                onRead={() => markRead.mutate([item.id])}
                busy={markRead.isPending}
              />
            ))}
          </ul>
        </Card>
      )}
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE))}
        onPageChange={onPageChange}
      />
    </div>
  );
}

function NotificationRow({ item, onRead, busy }: { item: Notification; onRead: () => void; busy: boolean }) {
  const { t } = useTranslation('notifications');
  const lang = useLang();
  const to = useLocalizedPath();
  const path = notificationPath(item);
  const isUnread = item.dateViewed === null;
  const text = (
    <>
      {isUnread ? <span className="sr-only">{t('new')}: </span> : null}
      {item.message}
    </>
  );
  return (
    <li
      data-testid="notification-item"
      data-unread={isUnread || undefined}
      className={clsx('flex items-start gap-3 px-4 py-4 sm:px-5', isUnread && 'bg-brand-50/60')}
    >
      <span
        aria-hidden="true"
        className={clsx('mt-2 size-2 shrink-0 rounded-full', isUnread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <p className={clsx('text-sm leading-6', isUnread ? 'font-medium text-slate-900' : 'text-slate-700')}>
          {path ? (
            <Link
              to={to(path)}
              onClick={isUnread ? onRead : undefined}
              className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <time dateTime={item.dateSent} className="mt-1 block text-xs text-slate-500">
          {formatDateTime(item.dateSent, lang)}
        </time>
      </div>
      {isUnread ? (
        <button
          type="button"
          onClick={onRead}
          disabled={busy}
          className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {t('page.markRead')}
        </button>
      ) : null}
    </li>
  );
}
