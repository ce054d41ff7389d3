import { z } from 'zod';
import { APPLICATION_STATUSES } from '../rules/application-state';
import {
  DELAY_GRACE_DAYS_MAX,
  DELAY_GRACE_DAYS_MIN,
  DOCUMENT_REQUEST_KINDS,
  SCHEDULE_STAGES,
} from '../rules/fair-hiring';
import { idSchema } from './common';

/* The Fair Hiring Procedure Act duties the product keeps by default (decision 039). */

export const DocumentRequestKindSchema = z.enum(DOCUMENT_REQUEST_KINDS, { error: 'validation.invalid' });

/** `POST /api/v1/users/{id}/applications/{appId}/document-request`. */
export const DocumentRequestBodySchema = z.strictObject({ kind: DocumentRequestKindSchema });

export const DocumentRequestSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  kind: DocumentRequestKindSchema,
  requestedAt: z.iso.datetime(),
  /** The company confirms by then (14 days). */
  dueAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
});
export type DocumentRequest = z.infer<typeof DocumentRequestSchema>;

/** `GET /api/v1/users/{id}/applications/{appId}/fair-hiring`: what the talent was promised and may ask for. */
export const TalentFairHiringSchema = z.object({
  applicationId: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  hiringProcess: z.string().nullable(),
  documentsBy: z.iso.date().nullable(),
  interviewsBy: z.iso.date().nullable(),
  resultBy: z.iso.date().nullable(),
  documentRetentionDays: z.number().int(),
  appliedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** The end of the retention window (null until a result). */
  retentionEndsAt: z.iso.datetime().nullable(),
  /** The stated stage this application is late for, when it is. */
  overdue: z.object({ stage: z.enum(SCHEDULE_STAGES), date: z.iso.date() }).nullable(),
  documentRequest: DocumentRequestSchema.nullable(),
  /** Whether a return or deletion may be asked now (unsuccessful, within the window, none asked yet). */
  canRequestDocuments: z.boolean(),
  /** The window ended: only an anonymous record remains. */
  isAnonymized: z.boolean(),
});
export type TalentFairHiring = z.infer<typeof TalentFairHiringSchema>;

export const OverdueApplicationSchema = z.object({
  applicationId: z.number().int(),
  postingId: z.number().int(),
  title: z.string(),
  talentName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  stage: z.enum(SCHEDULE_STAGES),
  date: z.iso.date(),
  /** Whether the talent was already told of the delay. */
  isTalentNotified: z.boolean(),
});

export const CompanyDocumentRequestSchema = DocumentRequestSchema.extend({
  postingId: z.number().int(),
  title: z.string(),
  talentName: z.string(),
  isOverdue: z.boolean(),
});
export type CompanyDocumentRequest = z.infer<typeof CompanyDocumentRequestSchema>;

/** `GET /api/v1/organizations/{orgId}/fair-hiring/alerts`: the dashboard's flags (each list capped, oldest first). */
export const FairHiringAlertsSchema = z.object({
  overdue: z.array(OverdueApplicationSchema),
  overdueTotal: z.number().int(),
  documentRequests: z.array(CompanyDocumentRequestSchema),
  documentRequestTotal: z.number().int(),
});
export type FairHiringAlerts = z.infer<typeof FairHiringAlertsSchema>;

export const FairHiringSettingsSchema = z.strictObject({
  delayGraceDays: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(DELAY_GRACE_DAYS_MIN, { error: 'validation.numberRange' })
    .max(DELAY_GRACE_DAYS_MAX, { error: 'validation.numberRange' }),
});
export type FairHiringSettings = z.infer<typeof FairHiringSettingsSchema>;

export const OrgDocumentRequestParamsSchema = z.object({ orgId: idSchema(), requestId: idSchema() });
