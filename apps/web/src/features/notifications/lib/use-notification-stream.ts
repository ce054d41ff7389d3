import type { NotificationPage } from '@app/contract/schemas/notification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { readServerMessage } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';
import { notificationsKey } from '../api/notifications';
import { notificationPath } from './notification-link';

const STREAM_URL = '/api/v1/notifications/stream';
const unreadSchema = () => import('@app/contract/schemas/push').then((m) => m.StreamUnreadEventSchema);
const notificationSchema = () => import('@app/contract/schemas/push').then((m) => m.StreamNotificationEventSchema);
const hasCount = (event: Record<string, unknown>) => typeof event.unreadCount === 'number';

/** Query-key roots of the data that notifications announce changes to. */
const LIVE_DATA_KEYS = ['applications', 'hiring', 'proposals'] as const;

/** Why the server ended a stream itself: the session is over, or the user has too many tabs open. */
const FINAL_REASONS = new Set(['SESSION_EXPIRED', 'REPLACED']);

/**
 * Live notifications for the signed-in talent or company user: one EventSource while mounted (the header's bell,
 * so it opens at sign-in and closes at sign-out). New notifications update the bell's count, refresh the lists and
 * show a toast; EventSource reconnects by itself after network trouble, and the lists are re-read when it does.
 */
export function useNotificationStream(base: string, lang: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('notifications');
  // The toast's link and label read the latest values without reopening the stream.
  const latest = useRef({ navigate, t, lang });
  latest.current = { navigate, t, lang };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${STREAM_URL}?lang=${encodeURIComponent(lang)}`);
    const bellKey = notificationsKey(base, lang);
    let connectedBefore = false;

    const refreshLists = () => queryClient.invalidateQueries({ queryKey: ['notifications', base] });
    const setUnread = (unreadCount: number) => {
      const cached = queryClient.getQueryData<NotificationPage>(bellKey);
      if (cached && cached.unreadCount !== unreadCount) {
        queryClient.setQueryData<NotificationPage>(bellKey, { ...cached, unreadCount });
        void refreshLists();
      }
    };

    source.addEventListener('open', () => {
      // After a reconnection, events sent meanwhile are lost: read the lists again.
      if (connectedBefore) void refreshLists();
      connectedBefore = true;
    });
    source.addEventListener('unread', (event) => {
      void readServerMessage(safeJson(event.data), unreadSchema, hasCount).then((parsed) => {
        if (parsed) setUnread(parsed.unreadCount);
      });
    });
    source.addEventListener('notification', (event) => {
      const isNotification = (e: Record<string, unknown>) => hasCount(e) && typeof e.notification === 'object';
      void readServerMessage(safeJson(event.data), notificationSchema, isNotification).then((parsed) => {
        if (!parsed) return;
        const { notification, unreadCount } = parsed;
        const cached = queryClient.getQueryData<NotificationPage>(bellKey);
        if (cached) queryClient.setQueryData<NotificationPage>(bellKey, { ...cached, unreadCount });
        void refreshLists();
        // What the event is about may be on screen (an application, candidates, proposals): read it again.
        for (const key of LIVE_DATA_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
        const path = notificationPath(notification);
        const { navigate: go, t: tr, lang: current } = latest.current;
        toast.info(notification.message, {
          id: `notification-${notification.id}`,
          ...(path ? { action: { label: tr('live.open'), onClick: () => go(`/${current}${path}`) } } : {}),
        });
      });
    });
    source.addEventListener('end', (event) => {
      const reason = (safeJson(event.data) as { reason?: string } | null)?.reason;
      if (!reason || !FINAL_REASONS.has(reason)) return;
      source.close();
      // Let the app find out the session is over (the user query answers SESSION_EXPIRED and signs out).
      if (reason === 'SESSION_EXPIRED') void queryClient.invalidateQueries({ queryKey: userQueryKey });
    });

    return () => source.close();
  }, [base, lang, queryClient]);
}

function safeJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
}
