import { z } from 'zod';
import { PASSWORD_MAX } from '../limits';

/** What a person types at a code step: six digits or a recovery code (`rules/two-step-code.ts` reads it). */
export const TwoStepCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(32, { error: 'validation.invalid' });

/** The answer of a correct password when the account has two-step sign-in on: no session yet. */
export const TwoStepChallengeSchema = z.object({
  /** Also set as an httpOnly cookie for the code step; API clients send it back in the body. */
  twoStepChallenge: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TwoStepChallenge = z.infer<typeof TwoStepChallengeSchema>;

export const TwoStepSigninRequestSchema = z.strictObject({
  code: TwoStepCodeSchema,
  /** Only API clients: the web app's challenge travels in its cookie. */
  challenge: z.string().min(1).max(200).optional(),
});
export type TwoStepSigninRequest = z.infer<typeof TwoStepSigninRequestSchema>;

export const TwoStepStatusSchema = z.object({
  isEnabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Company members whose organization requires two-step sign-in and who have not set it up yet. */
  isSetupRequired: z.boolean(),
  /** The organization's requirement, for company members; `canChange` only for its owner. */
  organization: z.object({ isRequired: z.boolean(), canChange: z.boolean() }).nullable(),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>;

/** A new secret, waiting for its first code; shown once, never sent again. */
export const TwoStepSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: an SVG data URL. */
  qrCode: z.string(),
});
export type TwoStepSetup = z.infer<typeof TwoStepSetupSchema>;

export const TwoStepCodeRequestSchema = z.strictObject({ code: TwoStepCodeSchema });
export type TwoStepCodeRequest = z.infer<typeof TwoStepCodeRequestSchema>;

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const TwoStepDisableRequestSchema = z.strictObject({
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX * 4),
  code: TwoStepCodeSchema,
});
export type TwoStepDisableRequest = z.infer<typeof TwoStepDisableRequestSchema>;

export const OrganizationTwoStepRequestSchema = z.strictObject({ isRequired: z.boolean() });
export type OrganizationTwoStepRequest = z.infer<typeof OrganizationTwoStepRequestSchema>;

/** The current session's idle deadline (company sessions only; null for others). */
export const SessionIdleSchema = z.object({ idleExpiresAt: z.iso.datetime().nullable() });
export type SessionIdle = z.infer<typeof SessionIdleSchema>;
