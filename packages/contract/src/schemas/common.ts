import { z } from 'zod';
import { PAGE_NUMBER_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits';

export const LOCALES = ['en', 'ko'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

export const ROLES = ['NORMAL', 'ORGANIZATION', 'ADMIN'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Trimmed, non-blank text; the message is a key translated by the caller. */
export function requiredText(max: number) {
  return z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
}

/** Ids are PostgreSQL `serial` (int4): a larger number is a 400, never a database error. */
export const ID_MAX = 2_147_483_647;
export const idSchema = () =>
  z.coerce
    .number()
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .max(ID_MAX, { error: 'validation.invalid' });

export const IdParamSchema = z.object({ id: idSchema() });

/** `page` (from 1) and `size` of a list query; spread into each list's own query schema. */
export const pageFields = {
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(PAGE_NUMBER_MAX, { error: 'validation.pageTooDeep' })
    .default(1),
  size: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(PAGE_SIZE_MAX, { error: 'validation.invalid' })
    .default(PAGE_SIZE_DEFAULT),
};
export const PageQuerySchema = z.strictObject(pageFields);
