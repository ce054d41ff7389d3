import { z } from 'zod';
import { pageOf } from '../envelope';
import { APPLICATION_STATUSES } from '../rules/application-state';
import { DirectionSchema, EmploymentTypeSchema, PageFieldsSchema, SalarySchema } from './posting';

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: 'validation.invalid' });

/** Interview summary on an application (filled by the interviews area; empty until then). */
export const ApplicationInterviewSchema = z.object({
  proposedAt: z.iso.datetime().nullable(),
  respondedAt: z.iso.datetime().nullable(),
  interviewStatus: z.string(),
  type: z.string().nullable(),
  scheduledAt: z.iso.datetime().nullable(),
  location: z.string().nullable(),
});

/** The talent-side application (spec §3). */
export const TalentApplicationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  jobPostingId: z.number().int(),
  status: ApplicationStatusSchema,
  title: z.string(),
  /** The posting's first employment type; all of them in `employmentTypes`. */
  employmentType: EmploymentTypeSchema,
  employmentTypes: z.array(EmploymentTypeSchema),
  country: z.string(),
  city: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  logoImageUrl: z.string().nullable(),
  salary: SalarySchema,
  datePosted: z.iso.datetime(),
  deadline: z.iso.datetime(),
  appliedAt: z.iso.datetime(),
  /** When the company first opened the application. */
  openedAt: z.iso.datetime().nullable(),
  dateViewed: z.iso.datetime().nullable(),
  dateApplied: z.iso.datetime(),
  dateOffered: z.iso.datetime().nullable(),
  dateAccepted: z.iso.datetime().nullable(),
  dateConfirmed: z.iso.datetime().nullable(),
  locationOffline: z.string().nullable(),
  interviews: z.array(ApplicationInterviewSchema),
  interview: ApplicationInterviewSchema.nullable(),
});
export type TalentApplication = z.infer<typeof TalentApplicationSchema>;
export const TalentApplicationPageSchema = pageOf(TalentApplicationSchema);

/**
 * `GET /api/v1/users/{id}/applications` and `GET /api/v1/user/dashboards/my/applications`. RECENT_APPLIED ranks by
 * how recently the talent applied, so ASC (the default, as in the spec) lists the most recent first; DEADLINE ranks
 * by the posting's end, ASC soonest first.
 */
export const ApplicationListQuerySchema = PageFieldsSchema.extend({
  status: z
    .preprocess(
      (v) => (v === undefined || Array.isArray(v) ? v : [v]),
      z.array(ApplicationStatusSchema).max(APPLICATION_STATUSES.length),
    )
    .optional(),
  sort: z.enum(['RECENT_APPLIED', 'DEADLINE'], { error: 'validation.invalid' }).default('RECENT_APPLIED'),
  direction: DirectionSchema.default('ASC'),
});
export type ApplicationListQuery = z.output<typeof ApplicationListQuerySchema>;

export const ApplyResponseSchema = z.object({
  applicationId: z.number().int(),
  jobPostingId: z.number().int(),
  status: ApplicationStatusSchema,
  appliedAt: z.iso.datetime(),
  applicantCount: z.number().int(),
});
export type ApplyResponse = z.infer<typeof ApplyResponseSchema>;
