import { z } from 'zod';
import { RoleSchema } from './common';

/**
 * The notification settings a mail can be switched off by: every mail that tells about an event names one of
 * these, and its one-click link turns exactly that one off (push is not a mail setting).
 */
export const MAIL_FLAGS = [
  'emailNotiFlag',
  'noticeNotiFlag',
  'recommendedJobNotiFlag',
  'jobResultFlag',
  'recommendedTalentNotiFlag',
  'newApplicantNotiFlag',
  'jobDecisionNotiFlag',
  'talentProfileUpdateNotiFlag',
] as const;
export const MailFlagSchema = z.enum(MAIL_FLAGS);
export type MailFlag = z.infer<typeof MailFlagSchema>;

/** Days a one-click link keeps working. */
export const ONE_CLICK_TOKEN_DAYS = 90;
const TOKEN_MAX = 512;

const token = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(TOKEN_MAX, {
    error: 'validation.invalid',
  });

/** `GET /api/v1/notification-flags/one-click?token=…`: what the link would change. */
export const OneClickPreviewQuerySchema = z.strictObject({ token });

/**
 * `POST /api/v1/notification-flags/one-click`: `{ token }` from the web page, or (RFC 8058) `?token=` with the form
 * body `List-Unsubscribe=One-Click` that mail programs send.
 */
export const OneClickQuerySchema = z.strictObject({ token: token.optional() });
export const OneClickRequestSchema = z
  .object({ token: token.optional(), 'List-Unsubscribe': z.string().max(100).optional() })
  .optional();

export const OneClickPreviewSchema = z.object({
  flag: MailFlagSchema,
  role: RoleSchema,
  /** The account's address, partly hidden (`m•••@example.com`). */
  email: z.string(),
  /** Whether the setting is on now (false: the link has nothing left to do). */
  enabled: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type OneClickPreview = z.infer<typeof OneClickPreviewSchema>;

export const OneClickResultSchema = z.object({ flag: MailFlagSchema, enabled: z.literal(false) });
export type OneClickResult = z.infer<typeof OneClickResultSchema>;
