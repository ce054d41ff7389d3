import { z } from 'zod';
import { COMPANY_NAME_MAX, NAME_MAX } from '../limits';
import { EmailSchema } from './auth';
import { LocaleSchema, requiredText } from './common';

/** Outside sign-in providers (decision 025). */
export const OAUTH_PROVIDERS = ['google', 'kakao', 'naver'] as const;
export const OAuthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof OAuthProviderSchema>;

/** `GET /api/v1/auth/oauth/providers`: the configured ones, whose buttons show. */
export const OAuthProvidersResponseSchema = z.array(OAuthProviderSchema);

export const OAuthProviderParamSchema = z.object({ provider: OAuthProviderSchema });

/** `GET /api/v1/auth/oauth/{provider}/start`: the kind of account a new person gets, and the page language. */
export const OAuthStartQuerySchema = z.strictObject({
  type: z.enum(['talent', 'company']).default('talent'),
  lang: LocaleSchema.default('en'),
});

/** The provider's redirect back: a code and the state, or an error (other parameters are ignored). */
export const OAuthCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** `GET /api/v1/auth/oauth/signup`: what the provider told about the new person, for the completion form. */
export const OAuthSignupInfoSchema = z.object({
  provider: OAuthProviderSchema,
  role: z.enum(['NORMAL', 'ORGANIZATION']),
  /** A verified e-mail from the provider; null means the form asks for one (then verified by mail). */
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
});
export type OAuthSignupInfo = z.infer<typeof OAuthSignupInfoSchema>;

/** `POST /api/v1/auth/oauth/signup`: completes the account; `email` only when the provider gave no verified one. */
export const OAuthSignupRequestSchema = z.strictObject({
  email: EmailSchema.optional(),
  firstName: requiredText(NAME_MAX),
  lastName: requiredText(NAME_MAX),
  companyName: z.string().trim().max(COMPANY_NAME_MAX, { error: 'validation.tooLong' }).optional(),
  locale: LocaleSchema,
  agreements: z.strictObject({
    terms: z.literal(true, { error: 'validation.mustAccept' }),
    privacy: z.literal(true, { error: 'validation.mustAccept' }),
    marketing: z.boolean().default(false),
    /** Talents only: kept and proposed to after a rejection (ignored for companies). */
    talentPool: z.boolean().default(false),
  }),
});
export type OAuthSignupRequest = z.input<typeof OAuthSignupRequestSchema>;

/** Signed in now (verified e-mail from the provider), or a verification mail went to the typed address. */
export const OAuthSignupResponseSchema = z.object({ isSignedIn: z.boolean(), email: z.string() });
