import { z } from 'zod';
import { pageOf } from '../envelope';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '../limits';
import { pageFields, requiredText } from './common';

/** Who a service notice is for: everyone, talents only, or company members only (administrators never). */
export const NOTICE_AUDIENCES = ['ALL', 'TALENTS', 'COMPANIES'] as const;
export const NoticeAudienceSchema = z.enum(NOTICE_AUDIENCES, { error: 'validation.invalid' });
export type NoticeAudience = z.infer<typeof NoticeAudienceSchema>;

/** `POST /api/v1/admin/notices`: a notice in both languages; publishing notifies the audience at once. */
export const CreateNoticeRequestSchema = z.strictObject({
  titleEn: requiredText(NOTICE_TITLE_MAX),
  titleKo: requiredText(NOTICE_TITLE_MAX),
  bodyEn: requiredText(NOTICE_BODY_MAX),
  bodyKo: requiredText(NOTICE_BODY_MAX),
  audience: NoticeAudienceSchema,
});
export type CreateNoticeRequest = z.infer<typeof CreateNoticeRequestSchema>;

export const NoticeListQuerySchema = z.strictObject(pageFields);

/** A published notice as administrators see it, with how many users it reached. */
export const AdminNoticeSchema = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleKo: z.string(),
  bodyEn: z.string(),
  bodyKo: z.string(),
  audience: NoticeAudienceSchema,
  /** In-app notifications created (every active user of the audience). */
  recipientCount: z.number().int(),
  /** Mails queued (those of them with e-mail and service notices on). */
  mailCount: z.number().int(),
  createdBy: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminNotice = z.infer<typeof AdminNoticeSchema>;
export const AdminNoticePageSchema = pageOf(AdminNoticeSchema);
export type AdminNoticePage = z.infer<typeof AdminNoticePageSchema>;

/** `GET /api/v1/notices/{id}`: a notice of the caller's audience, in the caller's language. */
export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type Notice = z.infer<typeof NoticeSchema>;
