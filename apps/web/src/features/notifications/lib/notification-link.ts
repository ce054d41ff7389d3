import type { Notification } from '@app/contract/schemas/notification';

/** Where a notification leads in the app (path without the language), or null when nowhere yet. */
export function notificationPath(notification: Pick<Notification, 'type' | 'params'>): string | null {
  switch (notification.type) {
    case 'ORGANIZATION_APPROVED':
    case 'ORGANIZATION_REJECTED':
      return '/company/mypage/information';
    case 'JOB_PROPOSAL':
      return '/talent/mypage/proposals';
    case 'PROPOSAL_ACCEPTED':
    case 'PROPOSAL_DECLINED':
      return typeof notification.params.talentId === 'number'
        ? `/company/talent-preview/${notification.params.talentId}`
        : null;
    default:
      return null;
  }
}

/** The ids of the unread notifications among those shown. */
export const unreadIds = (items: readonly Pick<Notification, 'id' | 'dateViewed'>[]) =>
  items.filter((n) => n.dateViewed === null).map((n) => n.id);

/** "9+" beyond nine, so the badge stays small. */
export const badgeCount = (count: number) => (count > 9 ? '9+' : String(count));
