import { z } from 'zod';
import { HIRING_MESSAGE_MAX } from '../limits';
import { OFFER_PERIODS, OFFER_STATUSES } from '../rules/offer';
import { SALARY_AMOUNT_MAX } from '../rules/salary';
import { idSchema, requiredText } from './common';
import { CurrencyCodeSchema } from './posting';

/*
 * Structured job offers (decision 037). The shape is checked here; the rules that depend on the clock (start date,
 * expiry window) and plausibility are the contract's `offerIssues`, applied by the server with its own clock.
 */

export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export const OfferPeriodSchema = z.enum(OFFER_PERIODS, { error: 'validation.invalid' });

export const OfferSalarySchema = z.strictObject({
  amount: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.numberRange' })
    .positive({ error: 'validation.numberRange' })
    .max(SALARY_AMOUNT_MAX, { error: 'validation.numberRange' }),
  currency: CurrencyCodeSchema,
  period: OfferPeriodSchema,
});

/** The terms a company sets: pay, the first working day (a calendar date) and when the offer lapses (an instant). */
export const OfferTermsSchema = z.strictObject({
  salary: OfferSalarySchema,
  startDate: z.string({ error: 'validation.required' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' }),
  expiresAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
});
export type OfferTerms = z.infer<typeof OfferTermsSchema>;

/**
 * `POST …/job-applications/{appId}/offers`: `candidateId` must be the application's talent. With the organization's
 * "offers need approval" on, a member who is not an owner saves it for approval; otherwise it is sent.
 */
export const OfferRequestSchema = OfferTermsSchema.extend({
  candidateId: idSchema(),
  content: requiredText(HIRING_MESSAGE_MAX),
  emailNotiFlag: z.boolean().default(true),
});
export type OfferRequest = z.input<typeof OfferRequestSchema>;

/** `POST …/offer/return`: the owner sends a pending offer back with a note. */
export const OfferReturnRequestSchema = z.strictObject({ note: requiredText(HIRING_MESSAGE_MAX) });

/** An offer as its reader may see it; the talent never sees returned or unapproved ones, nor the owner's note. */
export const OfferSchema = z.object({
  id: z.number().int(),
  status: OfferStatusSchema,
  salary: z.object({ amount: z.number().int(), currency: CurrencyCodeSchema, period: OfferPeriodSchema }),
  startDate: z.string(),
  expiresAt: z.iso.datetime(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  /** For the company only (null for the talent). */
  returnNote: z.string().nullable(),
  returnedAt: z.iso.datetime().nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;

/** `GET/PUT /api/v1/organizations/{orgId}/offer-settings` (only owners change it). */
export const OfferSettingsSchema = z.strictObject({ offersNeedApproval: z.boolean({ error: 'validation.invalid' }) });
export type OfferSettings = z.infer<typeof OfferSettingsSchema>;

export const OfferSettingsResponseSchema = OfferSettingsSchema.extend({
  /** Whether the caller may change the setting and approve offers. */
  isOwner: z.boolean(),
});
