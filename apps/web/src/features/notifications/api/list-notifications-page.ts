import type { NotificationPage } from '@app/contract/schemas/notification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationsKey } from './notifications';

const pageSchema = () => import('@app/contract/schemas/notification').then((m) => m.NotificationPageSchema);

/** Notifications on one page of the full list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One page of the caller's notifications (under the bell's key, so marking read or a live event refreshes both). */
export const notificationsPageQueryOptions = (base: string, lang: string, page: number) =>
  queryOptions({
    queryKey: [...notificationsKey(base, lang), 'page', page] as const,
    queryFn: ({ signal }): Promise<NotificationPage> =>
      apiRequest(base, { schema: pageSchema, signal, query: { page, size: NOTIFICATIONS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useNotificationsPage(base: string, lang: string, page: number) {
  return useQuery(notificationsPageQueryOptions(base, lang, page));
}
