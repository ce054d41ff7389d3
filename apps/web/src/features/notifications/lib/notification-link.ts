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
    case 'TALENT_PROFILE_UPDATED':
      return num(notification.params.talentId, (id) => `/company/talent-preview/${id}`);
    case 'MATCHING_POSTING_PUBLISHED':
      return num(notification.params.jobPostingId, (id) => `/talent/careers/${id}`);
    case 'DOCUMENT_REQUESTED':
      return '/company/mypage';
    case 'SERVICE_NOTICE':
      return num(notification.params.noticeId, (id) => `/notices/${id}`);
    // The talent's side of an application.
    case 'APPLICATION_VIEWED':
    case 'APPLICATION_OFFERED':
    case 'APPLICATION_REJECTED':
    case 'APPLICATION_CANCELLED':
    case 'APPLICATION_HIRED':
    case 'ADDITIONAL_ASSESSMENT_REQUESTED':
    case 'INTERVIEW_PROPOSED':
    case 'APPLICATION_OFFER_EXPIRED':
    case 'APPLICATION_RECEIVED':
    case 'HIRING_DELAYED':
    case 'HIRING_SCHEDULE_CHANGED':
    case 'DOCUMENT_REQUEST_CONFIRMED':
      return num(notification.params.applicationId, (id) => `/talent/mypage/manage-job/document-review/${id}`);
    // The company's side: the candidate over the posting's candidate list.
    case 'NEW_APPLICANT':
    case 'OFFER_ACCEPTED':
    case 'OFFER_DECLINED':
    case 'INTERVIEW_CHOSEN':
    case 'INTERVIEW_DECLINED':
    case 'INTERVIEW_PANEL_ASSIGNED':
    case 'OFFER_APPROVAL_REQUESTED':
    case 'OFFER_RETURNED':
    case 'OFFER_EXPIRED': {
      const { jobPostingId, applicationId } = notification.params;
      if (typeof jobPostingId !== 'number') return null;
      return typeof applicationId === 'number'
        ? `/company/mypage/manage-recruitment/${jobPostingId}/candidates/${applicationId}`
        : `/company/mypage/manage-recruitment/${jobPostingId}`;
    }
    default:
      return null;
  }
}

const num = (value: unknown, path: (id: number) => string) => (typeof value === 'number' ? path(value) : null);

/** The ids of the unread notifications among those shown. */
export const unreadIds = (items: readonly Pick<Notification, 'id' | 'dateViewed'>[]) =>
  items.filter((n) => n.dateViewed === null).map((n) => n.id);

/** "9+" beyond nine, so the badge stays small. */
export const badgeCount = (count: number) => (count > 9 ? '9+' : String(count));
