import { z } from 'zod';
import { pageOf } from '../envelope';
import { PAGE_SIZE_MAX } from '../limits';
import { ID_MAX, pageFields } from './common';

export const NOTIFICATION_TYPES = [
  'ORGANIZATION_APPROVED',
  'ORGANIZATION_REJECTED',
  'NEW_APPLICANT',
  'APPLICATION_VIEWED',
  'JOB_PROPOSAL',
  'PROPOSAL_ACCEPTED',
  'PROPOSAL_DECLINED',
  'TALENT_PROFILE_UPDATED',
  'APPLICATION_OFFERED',
  'APPLICATION_REJECTED',
  'APPLICATION_CANCELLED',
  'APPLICATION_HIRED',
  'OFFER_ACCEPTED',
  'OFFER_DECLINED',
  'ADDITIONAL_ASSESSMENT_REQUESTED',
  'INTERVIEW_PROPOSED',
  'INTERVIEW_CHOSEN',
  'INTERVIEW_DECLINED',
  'INTERVIEW_PANEL_ASSIGNED',
  'OFFER_APPROVAL_REQUESTED',
  'OFFER_RETURNED',
  'OFFER_EXPIRED',
  'APPLICATION_OFFER_EXPIRED',
  'MATCHING_POSTING_PUBLISHED',
  'SERVICE_NOTICE',
  'APPLICATION_RECEIVED',
  'HIRING_DELAYED',
  'HIRING_SCHEDULE_CHANGED',
  'DOCUMENT_REQUESTED',
  'DOCUMENT_REQUEST_CONFIRMED',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** One notification; `message` is already in the caller's language. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: NotificationTypeSchema,
  message: z.string(),
  /** Values the message was built from (e.g. the organization's id), for links. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  dateSent: z.iso.datetime(),
  dateViewed: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = pageOf(NotificationSchema).extend({ unreadCount: z.number().int() });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationListQuerySchema = z.strictObject({
  ...pageFields,
  unreadOnly: z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).optional(),
});

/** Mark notifications as read: the listed ids, or every unread one when `ids` is absent. */
export const MarkNotificationsReadRequestSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(ID_MAX))
    .min(1, { error: 'validation.required' })
    .max(PAGE_SIZE_MAX)
    .optional(),
});

export const MarkNotificationsReadResponseSchema = z.object({
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
