import { z } from 'zod';
import { ApplicationStatusSchema } from './application';
import { INTERVIEW_TYPES } from './hiring';

/** At most this many upcoming interviews in one answer (the dashboard shows a few). */
export const UPCOMING_INTERVIEWS_MAX = 50;

/** `GET /api/v1/organizations/{orgId}/interviews/upcoming?size=`: the soonest scheduled interviews first. */
export const UpcomingInterviewsQuerySchema = z.strictObject({
  size: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(UPCOMING_INTERVIEWS_MAX, { error: 'validation.invalid' })
    .default(10),
});

/** A scheduled interview (the slot the talent chose) that has not started yet, on a live application. */
export const UpcomingInterviewSchema = z.object({
  interviewId: z.number().int(),
  applicationId: z.number().int(),
  applicationStatus: ApplicationStatusSchema,
  jobPostingId: z.number().int(),
  postingTitle: z.string(),
  candidate: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  type: z.enum(INTERVIEW_TYPES),
  meetingUrl: z.string().nullable(),
  location: z.string().nullable(),
  /** UTC; `timeZone` is the zone the company picked the slots in. */
  startsAt: z.iso.datetime(),
  timeZone: z.string(),
});
export type UpcomingInterview = z.infer<typeof UpcomingInterviewSchema>;
export const UpcomingInterviewListSchema = z.array(UpcomingInterviewSchema);
