import { z } from 'zod';
import { COMPANY_DIRECTORY_KEYWORD_MAX, COMPANY_DIRECTORY_PAGE_MAX, COMPANY_DIRECTORY_PAGE_SIZE } from '../limits';
import { idSchema } from './common';
import { CompanySizeSchema, IndustrySchema } from './organization';

/**
 * `GET /api/v1/organizations/directory`: verified companies by name. `after` is the id of the last company of the
 * previous page (keyset: never an offset); `keyword` matches the name, industry, location and country in either
 * language.
 */
export const CompanyDirectoryQuerySchema = z.strictObject({
  keyword: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(COMPANY_DIRECTORY_KEYWORD_MAX, { error: 'validation.tooLong' })
    .optional(),
  after: idSchema().optional(),
  size: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(COMPANY_DIRECTORY_PAGE_MAX, { error: 'validation.invalid' })
    .default(COMPANY_DIRECTORY_PAGE_SIZE),
});
export type CompanyDirectoryQuery = z.input<typeof CompanyDirectoryQuerySchema>;

export const CompanyDirectoryEntrySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  industry: IndustrySchema.nullable(),
  companySize: CompanySizeSchema.nullable(),
  location: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  /** Postings that are listed and inside their dates now. */
  openPostingCount: z.number().int(),
});
export type CompanyDirectoryEntry = z.infer<typeof CompanyDirectoryEntrySchema>;

/** One page; `nextAfter` is the `after` of the next page, null on the last. */
export const CompanyDirectoryPageSchema = z.object({
  data: z.array(CompanyDirectoryEntrySchema),
  nextAfter: z.number().int().nullable(),
});
export type CompanyDirectoryPage = z.infer<typeof CompanyDirectoryPageSchema>;
