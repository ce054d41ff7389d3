import { z } from 'zod';
import { CONSENT_KINDS } from '../rules/consents';

export const ConsentKindSchema = z.enum(CONSENT_KINDS);

/** One consent as it stands; `version` is what was agreed to (or withdrawn from), `currentVersion` the text in force. */
export const ConsentSchema = z.object({
  kind: ConsentKindSchema,
  isRequired: z.boolean(),
  isGranted: z.boolean(),
  version: z.string().nullable(),
  currentVersion: z.string(),
  updatedAt: z.iso.datetime().nullable(),
});
export type Consent = z.infer<typeof ConsentSchema>;

export const ConsentEventSchema = z.object({
  kind: ConsentKindSchema,
  version: z.string(),
  isGranted: z.boolean(),
  source: z.enum(['SIGNUP', 'RECONSENT', 'SETTINGS']),
  createdAt: z.iso.datetime(),
});
export type ConsentEvent = z.infer<typeof ConsentEventSchema>;

/** `GET /api/v1/user/consents`: each kind the caller is asked about, and the latest changes (newest first). */
export const ConsentsSchema = z.object({
  consents: z.array(ConsentSchema),
  pending: z.array(ConsentKindSchema),
  history: z.array(ConsentEventSchema),
});
export type Consents = z.infer<typeof ConsentsSchema>;

/**
 * `PUT /api/v1/user/consents`: agree to the required texts in force (only `true`: they cannot be withdrawn, only the
 * account deleted) and give or withdraw the optional ones. Kinds left out keep their state.
 */
export const ConsentsUpdateRequestSchema = z.strictObject({
  terms: z.literal(true, { error: 'validation.mustAccept' }).optional(),
  privacy: z.literal(true, { error: 'validation.mustAccept' }).optional(),
  marketing: z.boolean({ error: 'validation.invalid' }).optional(),
  talentPool: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type ConsentsUpdateRequest = z.infer<typeof ConsentsUpdateRequestSchema>;
