import { z } from 'zod';
import { CONSENT_KINDS } from '../rules/consents';
import { MEMBER_ROLES } from '../rules/member-roles';
import { LocaleSchema, RoleSchema } from './common';

export const COMPANY_VERIFICATION_STATUSES = ['NOT_APPLIED', 'PENDING', 'REJECTED', 'APPROVED'] as const;
export const CompanyVerificationStatusSchema = z.enum(COMPANY_VERIFICATION_STATUSES);
export type CompanyVerificationStatus = z.infer<typeof CompanyVerificationStatusSchema>;

export const USER_STATUSES = ['PENDING_VERIFICATION', 'ACTIVE', 'DELETED'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);

export const TalentNotificationSettingsSchema = z.object({
  emailNotiFlag: z.boolean(),
  pushNotiFlag: z.boolean(),
  noticeNotiFlag: z.boolean(),
  recommendedJobNotiFlag: z.boolean(),
  jobResultFlag: z.boolean(),
});
export type TalentNotificationSettings = z.infer<typeof TalentNotificationSettingsSchema>;

export const CompanyNotificationSettingsSchema = z.object({
  emailNotiFlag: z.boolean(),
  pushNotiFlag: z.boolean(),
  noticeNotiFlag: z.boolean(),
  recommendedTalentNotiFlag: z.boolean(),
  newApplicantNotiFlag: z.boolean(),
  jobDecisionNotiFlag: z.boolean(),
  talentProfileUpdateNotiFlag: z.boolean(),
});
export type CompanyNotificationSettings = z.infer<typeof CompanyNotificationSettingsSchema>;

const AccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  locale: LocaleSchema,
  imageUrl: z.string().nullable(),
  status: UserStatusSchema,
  role: RoleSchema,
  hasInterestField: z.boolean(),
  /** Required consents still owed (a changed policy): the web shows the consent page before anything else. */
  pendingConsents: z.array(z.enum(CONSENT_KINDS)),
});

export const TalentUserSchema = AccountSchema.extend({
  role: z.literal('NORMAL'),
  notificationSettings: TalentNotificationSettingsSchema,
  isInterested: z.boolean(),
});

export const CompanyUserSchema = AccountSchema.extend({
  role: z.literal('ORGANIZATION'),
  notificationSettings: CompanyNotificationSettingsSchema,
  companyId: z.number().int(),
  companyName: z.string(),
  companyVerificationStatus: CompanyVerificationStatusSchema,
  companyLogo: z.string().nullable(),
  /** The member's role in the company (decision 034): what the menus offer. */
  memberRole: z.enum(MEMBER_ROLES),
});

export const AdminUserSchema = AccountSchema.extend({ role: z.literal('ADMIN') });

/** `GET /api/v1/user`. */
export const CurrentUserSchema = z.discriminatedUnion('role', [TalentUserSchema, CompanyUserSchema, AdminUserSchema]);
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
export type TalentUser = z.infer<typeof TalentUserSchema>;
export type CompanyUser = z.infer<typeof CompanyUserSchema>;
