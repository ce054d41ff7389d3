import { z } from 'zod';
import { COMPANY_NAME_MAX, EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from '../limits';
import { findPasswordProblem } from '../rules/password';
import { LocaleSchema, requiredText } from './common';
import { TwoStepChallengeSchema } from './two-step';

export const EmailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(EMAIL_MAX, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.email' }));

/** Only the length is checked here; the server also checks e-mail likeness and common passwords. */
export const PasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(PASSWORD_MAX * 4, { error: 'validation.passwordLength' })
  .refine((value) => findPasswordProblem(value) === null, { error: 'validation.passwordLength' });

/** For refinements that also run when fields failed: only the shape must be an object. */
export const isObjectPayload = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

export const SignupRoleSchema = z.enum(['NORMAL', 'ORGANIZATION']);
export type SignupRole = z.infer<typeof SignupRoleSchema>;

export const SignupRequestSchema = z
  .strictObject({
    role: SignupRoleSchema,
    email: EmailSchema,
    password: PasswordSchema,
    firstName: requiredText(NAME_MAX),
    lastName: requiredText(NAME_MAX),
    locale: LocaleSchema.default('en'),
    companyName: z.string().trim().max(COMPANY_NAME_MAX, { error: 'validation.tooLong' }).optional(),
    agreements: z.strictObject({
      terms: z.literal(true, { error: 'validation.mustAccept' }),
      privacy: z.literal(true, { error: 'validation.mustAccept' }),
      marketing: z.boolean().default(false),
      /** Talents only: kept and proposed to after a rejection (ignored for companies). */
      talentPool: z.boolean().default(false),
    }),
  })
  // Runs even when other fields failed, so a form shows every problem at once (the value may be partial then).
  .superRefine(
    (value, ctx) => {
      // Any type may reach here when other fields failed.
      const companyName: unknown = value.companyName;
      if (value.role === 'ORGANIZATION' && !(typeof companyName === 'string' && companyName.trim())) {
        ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation.required' });
      }
      if (typeof value.password !== 'string') return;
      const email = typeof value.email === 'string' ? value.email : undefined;
      const problem = findPasswordProblem(value.password, email);
      // The length is the password field's own check.
      if (problem && problem !== 'validation.passwordLength') {
        ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
      }
    },
    { when: isObjectPayload },
  );
export type SignupRequest = z.input<typeof SignupRequestSchema>;

export const SignupResponseSchema = z.object({ email: z.string(), role: SignupRoleSchema });

export const SigninRequestSchema = z.strictObject({
  email: EmailSchema,
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX * 4),
});
export type SigninRequest = z.infer<typeof SigninRequestSchema>;

/**
 * `data` of a successful sign-in is the session token; with two-step sign-in on, a challenge for the code step
 * instead (decision 035).
 */
export const SigninResponseSchema = z.union([z.string(), TwoStepChallengeSchema]);

export const EmailRequestSchema = z.strictObject({ email: EmailSchema });
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

export const EmailCheckResponseSchema = z.object({ available: z.boolean() });

export const TokenQuerySchema = z.object({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
});

/** The single-use token of a sign-in unlock mail. */
export const SigninUnlockRequestSchema = z.strictObject({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
});
export type SigninUnlockRequest = z.infer<typeof SigninUnlockRequestSchema>;

export const EmailVerificationResponseSchema = z.object({ email: z.string(), role: SignupRoleSchema });

/** `POST /api/v1/auth/signup/email-verifications`: verifies and, while the link is fresh, signs the user in. */
export const EmailVerificationSigninRequestSchema = z.strictObject({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
});
export const EmailVerificationSigninResponseSchema = EmailVerificationResponseSchema.extend({
  /** Whether a session was started (its cookie set); false when the link was older than the sign-in window. */
  isSignedIn: z.boolean(),
});
export type EmailVerificationSignin = z.infer<typeof EmailVerificationSigninResponseSchema>;

export const PasswordResetRequestSchema = z.strictObject({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(200),
  newPassword: PasswordSchema,
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
