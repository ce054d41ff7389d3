import type { CurrentUser } from '@app/contract/schemas/user';
import { clsx } from 'clsx';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { usePushResync } from '../../../shared/push/use-push';
import { notificationsBase, useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { badgeCount, notificationPath, unreadIds } from '../lib/notification-link';
import { useNotificationStream } from '../lib/use-notification-stream';

type BellUser = Pick<CurrentUser, 'id' | 'role'> & { notificationSettings?: { pushNotiFlag: boolean } };

/**
 * The header bell for talents and companies: unread count, and the latest notifications marked read when opened.
 * Mounted once while signed in, it also holds the live notification stream (closed at sign-out, when it unmounts).
 */
export function NotificationBell({ user }: { user: BellUser }) {
  const base = notificationsBase(user);
  usePushResync(user.notificationSettings?.pushNotiFlag ?? false);
  return base ? (
    <Bell base={base} allPath={`/${user.role === 'NORMAL' ? 'talent' : 'company'}/mypage/notifications`} />
  ) : null;
}

function Bell({ base, allPath }: { base: string; allPath: string }) {
  const { t } = useTranslation('notifications');
  const lang = useLang();
  const to = useLocalizedPath();
  useNotificationStream(base, lang);
  const list = useNotifications(base, lang);
  const markRead = useMarkNotificationsRead(base);
  const [open, setOpen] = useState(false);
  // What was unread when the panel opened stays highlighted while it is open.
  const [fresh, setFresh] = useState<number[]>([]);
  const unread = list.data?.unreadCount ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    const ids = unreadIds(list.data?.data ?? []);
    setFresh(ids);
    if (ids.length) markRead.mutate(ids);
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={unread ? t('openUnread', { count: unread }) : t('open')}
        data-testid="notification-bell"
        className="relative flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <BellIcon />
        {unread ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold text-white"
          >
            {badgeCount(unread)}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[70vh] w-[min(22rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg focus:outline-none"
        >
          <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">{t('title')}</h2>
          <div className="overflow-y-auto">
            {list.isError ? (
              <div className="flex flex-col items-center gap-2 px-4 py-6 text-sm text-slate-600" role="alert">
                {t('error')}
                <button
                  type="button"
                  onClick={() => void list.refetch()}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {t('retry')}
                </button>
              </div>
            ) : !list.data ? (
              <div className="flex justify-center py-6 text-brand-600">
                <Spinner />
              </div>
            ) : list.data.data.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-slate-500">{t('empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-100" data-testid="notification-list">
                {list.data.data.map((item) => {
                  const path = notificationPath(item);
                  const isFresh = fresh.includes(item.id);
                  const body = (
                    <>
                      <span className="flex items-start gap-2">
                        {isFresh ? (
                          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                        ) : null}
                        <span
                          className={clsx(
                            'text-sm leading-6',
                            isFresh ? 'font-medium text-slate-900' : 'text-slate-700',
                          )}
                        >
                          {isFresh ? <span className="sr-only">{t('new')}: </span> : null}
                          {item.message}
                        </span>
                      </span>
                      <time dateTime={item.dateSent} className="mt-1 block text-xs text-slate-500">
                        {formatDateTime(item.dateSent, lang)}
                      </time>
                    </>
                  );
                  return (
                    <li key={item.id}>
                      {path ? (
                        <Popover.Close asChild>
                          <Link
                            to={to(path)}
                            className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
                          >
                            {body}
                          </Link>
                        </Popover.Close>
                      ) : (
                        <div className="px-4 py-3">{body}</div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <Popover.Close asChild>
            <Link
              to={to(allPath)}
              data-testid="notification-see-all"
              className="block border-t border-slate-200 px-4 py-2.5 text-center text-sm font-semibold text-brand-700 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
            >
              {t('seeAll')}
            </Link>
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
