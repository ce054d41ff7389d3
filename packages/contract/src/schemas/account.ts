import { z } from 'zod';
import { INTEREST_MAX_ITEMS, NAME_MAX, PASSWORD_MAX, PROFILE_URL_MAX } from '../limits';
import { EmailSchema, PasswordSchema } from './auth';
import { ID_MAX, LocaleSchema, requiredText } from './common';

/**
 * `PUT /api/v1/users/{id}/profile/summary`: name and photo (the URL of one of the caller's uploads, or null), and
 * optionally the account language (mails and notifications are written in it).
 */
export const ProfileSummaryRequestSchema = z.strictObject({
  locale: LocaleSchema.optional(),
  firstName: requiredText(NAME_MAX),
  lastName: requiredText(NAME_MAX),
  imageUrl: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(PROFILE_URL_MAX, { error: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ProfileSummaryRequest = z.input<typeof ProfileSummaryRequestSchema>;

export const ProfileSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  imageUrl: z.string().nullable(),
  locale: LocaleSchema,
});
export type ProfileSummary = z.infer<typeof ProfileSummarySchema>;

const flag = z.boolean({ error: 'validation.invalid' });

/** `PUT /api/v1/users/{id}/notifications` (talent): flags left out keep their value. */
export const TalentNotificationsRequestSchema = z.strictObject({
  emailNotiFlag: flag.optional(),
  pushNotiFlag: flag.optional(),
  noticeNotiFlag: flag.optional(),
  recommendedJobNotiFlag: flag.optional(),
  jobResultFlag: flag.optional(),
});
export type TalentNotificationsRequest = z.infer<typeof TalentNotificationsRequestSchema>;

const InterestItemInputSchema = z.strictObject({
  id: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.unknownCategory' })
    .max(ID_MAX, { error: 'validation.unknownCategory' }),
  /** Sent back as received; the server uses the catalogue's own category. */
  category: z.string().max(100).nullish(),
  /** Display fields of the GET body: accepted so that body can be sent back, and ignored. */
  categoryId: z
    .number()
    .int()
    .optional()
    .meta({ readOnly: true, description: 'Read-only: sent back from GET and ignored' }),
  nameEn: z
    .string()
    .max(200)
    .optional()
    .meta({ readOnly: true, description: 'Read-only: sent back from GET and ignored' }),
  nameKo: z
    .string()
    .max(200)
    .optional()
    .meta({ readOnly: true, description: 'Read-only: sent back from GET and ignored' }),
});

const interestList = z
  .array(InterestItemInputSchema, { error: 'validation.invalid' })
  .max(INTEREST_MAX_ITEMS, { error: 'validation.tooMany' })
  .default([]);

/** `PUT /api/v1/users/{id}/interest-categories`: ids of skills and job roles from the catalogue. */
export const InterestCategoriesRequestSchema = z.strictObject({
  interestedSkills: interestList,
  interestedJobRoles: interestList,
});
export type InterestCategoriesRequest = z.input<typeof InterestCategoriesRequestSchema>;

/** One chosen skill or job role: its id, its category's code, and names for display. */
export const InterestItemSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  categoryId: z.number().int(),
  nameEn: z.string(),
  nameKo: z.string(),
});
export const InterestCategoriesSchema = z.object({
  interestedSkills: z.array(InterestItemSchema),
  interestedJobRoles: z.array(InterestItemSchema),
});
export type InterestCategories = z.infer<typeof InterestCategoriesSchema>;

/** `PUT /api/v1/user/password`: the current password is required; other sessions end. */
export const PasswordChangeRequestSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX * 4, { error: 'validation.tooLong' }),
  newPassword: PasswordSchema,
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequestSchema>;

/** `POST /api/v1/user/delete/reqeust`: the account's own e-mail, typed again as a confirmation. */
export const DeletionRequestSchema = z.strictObject({ email: EmailSchema });
export type DeletionRequest = z.infer<typeof DeletionRequestSchema>;

/** `POST /api/v1/user/delete/confirm`: the token from the confirmation mail. */
export const DeletionConfirmRequestSchema = z.strictObject({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
});
export type DeletionConfirmRequest = z.infer<typeof DeletionConfirmRequestSchema>;
