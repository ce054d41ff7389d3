import { PasswordChangeRequestSchema } from '@app/contract/schemas/account';
import { z } from 'zod';

/** The contract's password change plus a confirmation that must match the new password. */
export const PasswordChangeFormSchema = PasswordChangeRequestSchema.safeExtend({
  confirmPassword: z.string(),
}).superRefine((value, ctx) => {
  if (value.confirmPassword !== value.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordMismatch' });
  }
});
export type PasswordChangeFormValues = z.input<typeof PasswordChangeFormSchema>;
