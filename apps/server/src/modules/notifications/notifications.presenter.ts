import type { Locale } from '@app/contract/schemas/common';
import type { NotificationType } from '@app/contract/schemas/notification';
import { renderNotificationMessage } from './notifications.messages';
import type { NotificationRow } from './notifications.queries';

export function presentNotification(row: NotificationRow, locale: Locale) {
  return {
    id: row.id,
    type: row.type as NotificationType,
    message: renderNotificationMessage(row.type, row.params, locale),
    params: row.params,
    dateSent: row.createdAt.toISOString(),
    dateViewed: row.viewedAt?.toISOString() ?? null,
  };
}
