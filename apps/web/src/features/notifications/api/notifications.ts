import type { NotificationPage } from '@app/contract/schemas/notification';
import type { CurrentUser } from '@app/contract/schemas/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const pageSchema = () => import('@app/contract/schemas/notification').then((m) => m.NotificationPageSchema);
const readSchema = () =>
  import('@app/contract/schemas/notification').then((m) => m.MarkNotificationsReadResponseSchema);

export const NOTIFICATIONS_SHOWN = 10;

/** Talents read theirs under `/users/{id}`, company users under `/organizations/users/{id}` (spec section 6). */
export function notificationsBase(user: Pick<CurrentUser, 'id' | 'role'>): string | null {
  if (user.role === 'NORMAL') return `/api/v1/users/${user.id}/notifications`;
  if (user.role === 'ORGANIZATION') return `/api/v1/organizations/users/${user.id}/notifications`;
  return null;
}

/** Messages come in the request's language, so the language is part of the key. */
export const notificationsKey = (base: string, lang: string) => ['notifications', base, lang] as const;

export const notificationsQueryOptions = (base: string, lang: string) =>
  queryOptions({
    queryKey: notificationsKey(base, lang),
    queryFn: ({ signal }): Promise<NotificationPage> =>
      apiRequest(base, { schema: pageSchema, signal, query: { page: 1, size: NOTIFICATIONS_SHOWN } }),
    // New notifications arrive over the live stream (use-notification-stream), which refreshes this query.
  });

export function useNotifications(base: string, lang: string) {
  return useQuery(notificationsQueryOptions(base, lang));
}

/** PATCH {base}/read with the ids seen (or all when no ids). */
export function useMarkNotificationsRead(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest(`${base}/read`, { method: 'PATCH', body: ids.length ? { ids } : {}, schema: readSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications', base] }),
  });
}
