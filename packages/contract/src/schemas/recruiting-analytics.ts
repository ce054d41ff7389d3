import { z } from 'zod';
import { TIME_ZONE_MAX } from '../limits';
import { isValidTimeZone } from '../rules/interview-time';
import { ANALYTICS_BUCKETS, FUNNEL_STAGES } from '../rules/recruiting-analytics';
import { ApplicationStatusSchema } from './application';
import { idSchema } from './common';

/**
 * `GET /api/v1/organizations/{orgId}/recruiting-analytics`: a period of calendar dates in `timeZone` (the last 90 days
 * by default, at most a year; checked by the contract's resolveAnalyticsPeriod), overall or for one posting.
 */
export const RecruitingAnalyticsQuerySchema = z.strictObject({
  from: z.string().max(10, { error: 'validation.invalid' }).optional(),
  to: z.string().max(10, { error: 'validation.invalid' }).optional(),
  jobPostingId: idSchema().optional(),
  timeZone: z
    .string()
    .max(TIME_ZONE_MAX, { error: 'validation.tooLong' })
    .refine(isValidTimeZone, { error: 'validation.timeZone' })
    .default('UTC'),
});
export type RecruitingAnalyticsQuery = z.output<typeof RecruitingAnalyticsQuerySchema>;

export const RecruitingAnalyticsSchema = z.object({
  period: z.object({
    from: z.string(),
    to: z.string(),
    bucket: z.enum(ANALYTICS_BUCKETS),
    timeZone: z.string(),
  }),
  /** The postings in the report (the organization's, or the one chosen), newest first. */
  postings: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** New applicants per posting and bucket (the bucket's first day); buckets without applicants are left out. */
  applicantsOverTime: z.array(
    z.object({ postingId: z.number().int(), bucketStart: z.string(), count: z.number().int() }),
  ),
  /** Of the period's applicants, how many reached each stage or went further. */
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count: z.number().int() })),
  /** Median hours an application of the period stayed in each stage it left (`samples` stays measured). */
  stageDurations: z.array(
    z.object({ status: ApplicationStatusSchema, medianHours: z.number(), samples: z.number().int() }),
  ),
  /** Median days from applying to being hired, of the hires made in the period. */
  timeToHire: z.object({ medianDays: z.number().nullable(), hires: z.number().int() }),
  /** Where the period's applicants came from: they applied, or they accepted the company's proposal. */
  sources: z.object({ applied: z.number().int(), proposal: z.number().int() }),
});
export type RecruitingAnalytics = z.infer<typeof RecruitingAnalyticsSchema>;
