import { EmailSchema, isObjectPayload, SignupRequestSchema } from '@app/contract/schemas/auth';
import { z } from 'zod';

/**
 * The contract's sign-up schema plus a confirmation field that must match the password; like the contract's checks
 * across fields, this one runs when other fields failed too, so every problem shows at once.
 */
export const SignupFormSchema = SignupRequestSchema.safeExtend({ passwordConfirm: z.string() }).superRefine(
  (value, ctx) => {
    if (value.passwordConfirm !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'validation.passwordMismatch' });
    }
  },
  { when: isObjectPayload },
);
export type SignupFormInput = z.input<typeof SignupFormSchema>;
export type SignupFormOutput = z.output<typeof SignupFormSchema>;

export const SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirm',
  'companyName',
  'locale',
  'agreements.terms',
  'agreements.privacy',
  'agreements.marketing',
  'agreements.talentPool',
] as const;

export const isWellFormedEmail = (email: string) => EmailSchema.safeParse(email).success;
