import { z } from 'zod';
import { COMPANY_NAME_MAX, NAME_MAX, ORG_LONG_TEXT_MAX, ORG_SHORT_TEXT_MAX, URL_MAX } from '../limits';
import { INDUSTRIES } from '../rules/industries';
import { idSchema } from './common';
import { CompanyVerificationStatusSchema } from './user';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'] as const;
export const CompanySizeSchema = z.enum(COMPANY_SIZES, { error: 'validation.invalid' });
export type CompanySize = z.infer<typeof CompanySizeSchema>;
export const IndustrySchema = z.enum(INDUSTRIES, { error: 'validation.invalid' });

/** Optional text: trimmed; an empty string or null clears the field. */
function optionalText(max: number) {
  return z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A web address: http or https only (never javascript: or data:). */
export const WebsiteSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(URL_MAX, { error: 'validation.tooLong' })
  .refine((value) => value === '' || isHttpUrl(value), { error: 'validation.url' });

/** An image URL from the upload endpoint: a same-site path (`/uploads/...`) or an http(s) URL. */
export const ImageUrlSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(URL_MAX, { error: 'validation.tooLong' })
  .refine((value) => value === '' || (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value), {
    error: 'validation.url',
  });

const nullableFrom = <T extends z.ZodType<string, string>>(schema: T) =>
  schema
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

export const PhoneSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(30, { error: 'validation.tooLong' })
  .refine((value) => value === '' || /^\+?[0-9][0-9 ()-]{5,28}$/.test(value), { error: 'validation.phone' });

/** ISO 3166-1 alpha-2, upper case; the server also checks that the country exists. */
export const CountryCodeSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation.invalid' });

/**
 * `PUT /api/v1/organizations/{id}`: fields that are absent stay as they are; `null` or `""` clears an optional field.
 * While verification is pending or approved, `companyName`, `ceo` and `country` may only be sent unchanged.
 */
export const UpdateOrganizationRequestSchema = z.strictObject({
  companyName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(COMPANY_NAME_MAX, { error: 'validation.tooLong' })
    .optional(),
  ceo: optionalText(NAME_MAX * 2),
  country: nullableFrom(z.union([CountryCodeSchema, z.literal('')])),
  location: optionalText(ORG_SHORT_TEXT_MAX),
  companySize: CompanySizeSchema.nullable().optional(),
  industry: IndustrySchema.nullable().optional(),
  phone: nullableFrom(PhoneSchema),
  website: nullableFrom(WebsiteSchema),
  profileImageUrl: nullableFrom(ImageUrlSchema),
  logoUrl: nullableFrom(ImageUrlSchema),
  about: optionalText(ORG_LONG_TEXT_MAX),
  keyService: optionalText(ORG_LONG_TEXT_MAX),
  welfare: optionalText(ORG_LONG_TEXT_MAX),
  employeeReviews: optionalText(ORG_LONG_TEXT_MAX),
  article: optionalText(ORG_LONG_TEXT_MAX),
  industryMarketAnalysis: optionalText(ORG_LONG_TEXT_MAX),
  firstName: optionalText(NAME_MAX),
  lastName: optionalText(NAME_MAX),
  position: optionalText(NAME_MAX * 2),
});
export type UpdateOrganizationRequest = z.input<typeof UpdateOrganizationRequestSchema>;

export const VerificationDocumentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
  /** Authorised download path (members of the organization and administrators only). */
  downloadUrl: z.string(),
});
export type VerificationDocument = z.infer<typeof VerificationDocumentSchema>;
export const VerificationDocumentListSchema = z.array(VerificationDocumentSchema);

/** One file of a multi-file upload that was not stored, and why (`errors.<errorCode>`). */
export const FailedUploadSchema = z.object({
  fileName: z.string(),
  errorCode: z.string(),
  message: z.string(),
});

export const UploadDocumentsResponseSchema = z.object({
  uploaded: z.array(VerificationDocumentSchema),
  failed: z.array(FailedUploadSchema),
});
export type UploadDocumentsResponse = z.infer<typeof UploadDocumentsResponseSchema>;

/** Fields everyone signed in may see on `/talent/company-info`. */
export const OrganizationPublicSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  ceo: z.string().nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  companySize: CompanySizeSchema.nullable(),
  industry: IndustrySchema.nullable(),
  website: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  about: z.string().nullable(),
  keyService: z.string().nullable(),
  welfare: z.string().nullable(),
  employeeReviews: z.string().nullable(),
  article: z.string().nullable(),
  industryMarketAnalysis: z.string().nullable(),
  /** The verification badge: true only when an administrator approved the organization. */
  isVerified: z.boolean(),
});
export type OrganizationPublic = z.infer<typeof OrganizationPublicSchema>;

/** `GET /api/v1/organizations/{id}/info`: everything, for the organization's members and administrators. */
export const OrganizationInfoSchema = OrganizationPublicSchema.extend({
  phone: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  position: z.string().nullable(),
  companyVerificationStatus: CompanyVerificationStatusSchema,
  logoRejectionReason: z.string().nullable(),
  documentRejectionReason: z.string().nullable(),
  rejectReason: z.string().nullable(),
  appliedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** Whether the verified fields (companyName, ceo, country) and documents are locked. */
  isLocked: z.boolean(),
  verificationDocuments: VerificationDocumentListSchema,
});
export type OrganizationInfo = z.infer<typeof OrganizationInfoSchema>;

export const VerificationStatusResponseSchema = z.object({
  companyVerificationStatus: CompanyVerificationStatusSchema,
});

/** `POST /api/v1/organizations/{id}/org-info-change-mail`: what to change, sent to the administrators. */
export const OrgInfoChangeRequestSchema = z.strictObject({
  companyName: z.string().trim().max(COMPANY_NAME_MAX, { error: 'validation.tooLong' }).optional(),
  ceo: z
    .string()
    .trim()
    .max(NAME_MAX * 2, { error: 'validation.tooLong' })
    .optional(),
  country: CountryCodeSchema.optional(),
  message: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(ORG_LONG_TEXT_MAX, { error: 'validation.tooLong' }),
});
export type OrgInfoChangeRequest = z.infer<typeof OrgInfoChangeRequestSchema>;

export const OrgInfoChangeResponseSchema = z.object({ requestId: z.number().int() });

export const DocumentParamsSchema = z.object({ id: idSchema(), docId: idSchema() });

/** `?inline=1` asks for Content-Disposition inline (PDF and images are shown in the browser). */
export const DocumentDownloadQuerySchema = z.object({
  inline: z.enum(['0', '1', 'true', 'false'], { error: 'validation.invalid' }).optional(),
});
