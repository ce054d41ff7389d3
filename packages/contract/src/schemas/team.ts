import { z } from 'zod';
import { NAME_MAX } from '../limits';
import { MEMBER_ROLES } from '../rules/member-roles';
import { EmailSchema, PasswordSchema } from './auth';
import { idSchema, LocaleSchema, requiredText } from './common';

/* Hiring teams (decision 034): members with roles, invitations by e-mail, interviewers assigned to postings. */

export const MemberRoleSchema = z.enum(MEMBER_ROLES, { error: 'validation.invalid' });

export const MemberParamsSchema = z.object({ orgId: idSchema(), memberId: idSchema() });
export const InvitationParamsSchema = z.object({ orgId: idSchema(), invitationId: idSchema() });
export const PostingInterviewersParamsSchema = z.object({ orgId: idSchema(), jobId: idSchema() });

export const TeamMemberSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  memberRole: MemberRoleSchema,
  joinedAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamMemberListSchema = z.array(TeamMemberSchema);

export const MemberRoleRequestSchema = z.strictObject({ memberRole: MemberRoleSchema });

export const InvitationRequestSchema = z.strictObject({
  email: EmailSchema,
  memberRole: MemberRoleSchema,
  /** The mail's language (the invitee's, when the owner knows it). */
  locale: LocaleSchema.default('en'),
});
export type InvitationRequest = z.input<typeof InvitationRequestSchema>;

export const InvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  memberRole: MemberRoleSchema,
  invitedBy: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.array(InvitationSchema);

const tokenField = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200);

/** The link's token, for the preview and for accepting as the signed-in user. */
export const InvitationTokenRequestSchema = z.strictObject({ token: tokenField });

/** What the accept page shows before the invitee acts. */
export const InvitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  memberRole: MemberRoleSchema,
  expiresAt: z.iso.datetime(),
  /** Whether the invited e-mail already has an account (then the invitee signs in rather than signs up). */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** Signing up through an invitation: the e-mail is the invitation's, so it is verified by the link. */
export const InvitationSignupRequestSchema = z.strictObject({
  token: tokenField,
  password: PasswordSchema,
  firstName: requiredText(NAME_MAX),
  lastName: requiredText(NAME_MAX),
  locale: LocaleSchema.default('en'),
  agreements: z.strictObject({
    terms: z.literal(true, { error: 'validation.mustAccept' }),
    privacy: z.literal(true, { error: 'validation.mustAccept' }),
    marketing: z.boolean().default(false),
  }),
});
export type InvitationSignupRequest = z.input<typeof InvitationSignupRequestSchema>;

export const JoinedSchema = z.object({ organizationId: z.number().int(), memberRole: MemberRoleSchema });

export const PostingInterviewersSchema = z.object({ userIds: z.array(z.number().int()) });
export const PostingInterviewersRequestSchema = z.strictObject({
  userIds: z.array(idSchema(), { error: 'validation.invalid' }).max(50, { error: 'validation.tooMany' }),
});
