import { z } from 'zod';
import { pageOf } from '../envelope';
import { ORG_LONG_TEXT_MAX } from '../limits';
import { pageFields } from './common';
import { OrganizationInfoSchema } from './organization';
import { CompanyVerificationStatusSchema } from './user';

/** `GET /api/v1/admin/organizations`: by status (pending first, oldest application first), name search, pages. */
export const AdminOrganizationListQuerySchema = z.strictObject({
  status: CompanyVerificationStatusSchema.optional(),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  ...pageFields,
});

export const AdminOrganizationSummarySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  ceo: z.string().nullable(),
  country: z.string().nullable(),
  logoUrl: z.string().nullable(),
  companyVerificationStatus: CompanyVerificationStatusSchema,
  documentCount: z.number().int(),
  appliedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminOrganizationSummary = z.infer<typeof AdminOrganizationSummarySchema>;
export const AdminOrganizationPageSchema = pageOf(AdminOrganizationSummarySchema);

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  adminId: z.number().int().nullable(),
  adminName: z.string().nullable(),
  adminEmail: z.string().nullable(),
  fromStatus: CompanyVerificationStatusSchema.nullable(),
  toStatus: CompanyVerificationStatusSchema.nullable(),
  reasons: z.object({
    logoRejectionReason: z.string().nullable(),
    documentRejectionReason: z.string().nullable(),
    rejectReason: z.string().nullable(),
  }),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AdminOrganizationMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  locale: z.enum(['en', 'ko']),
});

export const AdminOrganizationDetailSchema = z.object({
  organization: OrganizationInfoSchema,
  members: z.array(AdminOrganizationMemberSchema),
  auditLog: z.array(AuditEntrySchema),
});
export type AdminOrganizationDetail = z.infer<typeof AdminOrganizationDetailSchema>;

const reason = z.string().trim().max(ORG_LONG_TEXT_MAX, { error: 'validation.tooLong' }).optional();

/** Rejection: a reason for the logo, the documents or in general; at least one. */
export const RejectOrganizationRequestSchema = z
  .strictObject({
    logoRejectionReason: reason,
    documentRejectionReason: reason,
    rejectReason: reason,
  })
  .refine((value) => Boolean(value.logoRejectionReason || value.documentRejectionReason || value.rejectReason), {
    error: 'validation.reasonRequired',
    path: ['rejectReason'],
  });
export type RejectOrganizationRequest = z.input<typeof RejectOrganizationRequestSchema>;

export const VerificationDecisionResponseSchema = z.object({
  id: z.number().int(),
  companyVerificationStatus: CompanyVerificationStatusSchema,
  auditId: z.number().int(),
});
