import { z } from 'zod';
import { pageOf } from '../envelope';
import {
  BULK_APPLICATIONS_MAX,
  CANDIDATE_KEYWORD_MAX,
  HIRING_MESSAGE_MAX,
  INTERVIEW_LOCATION_MAX,
  INTERVIEW_PANEL_MAX,
  INTERVIEW_SLOTS_MAX,
  TIME_ZONE_MAX,
  URL_MAX,
} from '../limits';
import { APPLICATION_STATUSES, JOB_OFFER_STATUSES } from '../rules/application-state';
import { isValidTimeZone } from '../rules/interview-time';
import { isHttpUrl } from '../rules/profile';
import { ApplicationInterviewSchema, ApplicationStatusSchema } from './application';
import { AssessmentLevelSchema, AssessmentTrackSchema } from './assessment-track';
import { idSchema, requiredText } from './common';
import { OfferSchema } from './offer';
import { DirectionSchema, EmploymentTypeSchema, PageFieldsSchema, SalarySchema } from './posting';

export const JobOfferStatusSchema = z.enum(JOB_OFFER_STATUSES);

export const OrgPostingParamsSchema = z.object({ orgId: idSchema(), jobId: idSchema() });
export const OrgApplicationParamsSchema = z.object({ orgId: idSchema(), appId: idSchema() });
export const TalentApplicationParamsSchema = z.object({ id: idSchema(), appId: idSchema() });

const booleanQuery = z
  .enum(['true', 'false'], { error: 'validation.invalid' })
  .transform((v) => v === 'true')
  .optional();

/**
 * `GET …/job-postings/{jobId}/candidates`. Statuses repeat (`?statuses=APPLIED&statuses=OFFERED`); withdrawn
 * applications are never candidates. `includeJobOffer=false` leaves out candidates who already received an offer.
 * `keyword` matches the talent's first or last name.
 */
export const CandidateListQuerySchema = PageFieldsSchema.extend({
  statuses: z
    .preprocess(
      (v) => (v === undefined || Array.isArray(v) ? v : [v]),
      z.array(ApplicationStatusSchema).max(APPLICATION_STATUSES.length),
    )
    .optional(),
  includeJobOffer: booleanQuery,
  keyword: z.string().trim().max(CANDIDATE_KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
  sort: z.enum(['APPLIED_AT', 'NAME'], { error: 'validation.invalid' }).default('APPLIED_AT'),
  direction: DirectionSchema.default('DESC'),
});
export type CandidateListQuery = z.output<typeof CandidateListQuerySchema>;

export const UserSummarySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  jobPosition: z.string().nullable(),
  image: z.string().nullable(),
  country: z.string().nullable(),
  jobSeekingStatus: z.string().nullable(),
  /** The zone the talent reads times in (their own, else their country's): the company warns about night slots. */
  timeZone: z.string().nullable().optional(),
});

export const CandidateAssessmentSchema = z.object({
  track: AssessmentTrackSchema,
  level: z.number().int(),
  obtainedScore: z.number(),
  totalScore: z.number(),
  passed: z.boolean(),
  endedAt: z.iso.datetime(),
  reportUrl: z.string(),
});

/** The candidate card (spec §3). */
export const CandidateCardSchema = z.object({
  applicationId: z.number().int(),
  status: ApplicationStatusSchema,
  userSummaryDTO: UserSummarySchema,
  isJobOfferReceived: z.boolean(),
  jobOfferStatus: JobOfferStatusSchema,
  userAssessmentDto: z.array(CandidateAssessmentSchema),
  /** Every required assessment of the posting is passed (true when the posting requires none). */
  isQualified: z.boolean(),
  tags: z.array(z.string()),
  jobPostingId: z.number().int(),
  employmentTypes: z.array(EmploymentTypeSchema),
  country: z.string(),
  salary: SalarySchema,
  companyName: z.string(),
  logoImageUrl: z.string().nullable(),
  appliedAt: z.iso.datetime(),
  openedAt: z.iso.datetime().nullable(),
  interview: ApplicationInterviewSchema.nullable(),
  /** The talent applied by accepting the organization's position proposal. */
  fromProposal: z.boolean(),
});
export type CandidateCard = z.infer<typeof CandidateCardSchema>;
/** Past 1,000 candidates the count stops: `totalElementCount` is then 1,000 and `totalIsCapped` true. */
export const CandidatePageSchema = pageOf(CandidateCardSchema).extend({ totalIsCapped: z.boolean() });

export const ApplicationEventSchema = z.object({
  id: z.number().int(),
  fromStatus: ApplicationStatusSchema.nullable(),
  toStatus: ApplicationStatusSchema,
  action: z.string(),
  actorRole: z.enum(['TALENT', 'COMPANY', 'SYSTEM']),
  actorUserId: z.number().int().nullable(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;

/** One application with its dates and full history, as both sides see it. */
export const ApplicationDetailSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  jobPostingId: z.number().int(),
  title: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  status: ApplicationStatusSchema,
  jobOfferStatus: JobOfferStatusSchema,
  appliedAt: z.iso.datetime(),
  openedAt: z.iso.datetime().nullable(),
  offeredAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  hiredAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  withdrawnAt: z.iso.datetime().nullable(),
  history: z.array(ApplicationEventSchema),
  /** The latest interview proposal with its slots (null when none was made). */
  interviewProposal: z.lazy(() => InterviewProposalSchema).nullable(),
  /** The latest structured offer the reader may see (null when none; decision 037). */
  offer: OfferSchema.nullable(),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

/** The company's side adds the candidate's summary and the names of the team members in the history. */
export const CompanyApplicationDetailSchema = ApplicationDetailSchema.extend({
  candidate: UserSummarySchema,
  actors: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })).default([]),
});

const message = requiredText(HIRING_MESSAGE_MAX);

/** `POST …/reject`, `…/cancel`, `…/hired`. */
export const DecisionRequestSchema = z.strictObject({
  content: message,
  emailNotiFlag: z.boolean().default(true),
});

export const AdditionalAssessmentRequestSchema = z.strictObject({
  message,
  track: AssessmentTrackSchema,
  level: AssessmentLevelSchema,
});

export const BulkRejectRequestSchema = z.strictObject({
  applicationIds: z
    .array(idSchema())
    .min(1, { error: 'validation.required' })
    .max(BULK_APPLICATIONS_MAX, { error: 'validation.tooMany' }),
  content: message,
  emailNotiFlag: z.boolean().default(true),
});

export const BulkResultSchema = z.object({
  results: z.array(
    z.object({
      applicationId: z.number().int(),
      ok: z.boolean(),
      status: ApplicationStatusSchema.nullable(),
      errorCode: z.string().nullable(),
    }),
  ),
});

/** `POST /api/v1/users/{id}/applications/{appId}/offer/accept|decline`. */
export const OfferAnswerRequestSchema = z.strictObject({
  message: z.string().trim().max(HIRING_MESSAGE_MAX, { error: 'validation.tooLong' }).optional(),
});

export const AdditionalAssessmentResponseSchema = z.object({ requestId: z.number().int() });

/** Counts per stage of each posting, for /company/mypage/manage-recruitment. */
export const RecruitmentSummarySchema = z.array(
  z.object({
    jobPostingId: z.number().int(),
    title: z.string(),
    postingStatus: z.string(),
    total: z.number().int(),
    counts: z.partialRecord(ApplicationStatusSchema, z.number().int()),
  }),
);

/** `GET …/job-postings/{jobId}/stage-counts`: applications per stage of one posting (withdrawn ones left out). */
export const StageCountsSchema = z.object({
  total: z.number().int(),
  counts: z.partialRecord(ApplicationStatusSchema, z.number().int()),
});
export type StageCounts = z.infer<typeof StageCountsSchema>;

/* ---------- interviews ---------- */

export const INTERVIEW_TYPES = ['ONLINE', 'OFFLINE'] as const;
export const INTERVIEW_PROPOSAL_STATUSES = ['PROPOSED', 'SCHEDULED', 'DECLINED', 'CANCELLED'] as const;

export const InterviewSlotSchema = z.object({ id: z.number().int(), startsAt: z.iso.datetime() });

export const InterviewProposalSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  type: z.enum(INTERVIEW_TYPES),
  meetingUrl: z.string().nullable(),
  location: z.string().nullable(),
  /** The company's zone the slots were picked in; `startsAt` is UTC. */
  timeZone: z.string(),
  status: z.enum(INTERVIEW_PROPOSAL_STATUSES),
  message: z.string().nullable(),
  proposedAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  chosenSlotId: z.number().int().nullable(),
  slots: z.array(InterviewSlotSchema),
  /** The organization's members on the interview panel (names only). */
  panel: z.array(z.object({ userId: z.number().int(), firstName: z.string(), lastName: z.string() })).default([]),
});
export type InterviewProposal = z.infer<typeof InterviewProposalSchema>;

export const OrgCandidateParamsSchema = z.object({ orgId: idSchema(), jobId: idSchema(), candidateId: idSchema() });

/**
 * `POST …/jobs/{jobId}/candidates/{candidateId}/interview-proposal`: wall-clock slots in `timeZone` (stored as UTC;
 * each must be in the future and distinct, checked by the server). ONLINE needs an http(s) meeting link, OFFLINE a
 * location.
 */
export const InterviewProposalRequestSchema = z
  .strictObject({
    type: z.enum(INTERVIEW_TYPES, { error: 'validation.invalid' }),
    meetingUrl: z.string().trim().max(URL_MAX, { error: 'validation.tooLong' }).optional(),
    location: z.string().trim().max(INTERVIEW_LOCATION_MAX, { error: 'validation.tooLong' }).optional(),
    timeZone: requiredText(TIME_ZONE_MAX).refine(isValidTimeZone, { error: 'validation.timeZone' }),
    datesList: z
      .array(
        z.strictObject({
          date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' }),
          hour: z
            .number()
            .int({ error: 'validation.invalid' })
            .min(0, { error: 'validation.numberRange' })
            .max(23, { error: 'validation.numberRange' }),
          minute: z
            .number()
            .int({ error: 'validation.invalid' })
            .min(0, { error: 'validation.numberRange' })
            .max(59, { error: 'validation.numberRange' }),
        }),
      )
      .min(1, { error: 'validation.interviewSlots' })
      .max(INTERVIEW_SLOTS_MAX, { error: 'validation.interviewSlots' }),
    message: z.string().trim().max(HIRING_MESSAGE_MAX, { error: 'validation.tooLong' }).optional(),
    /** The panel: members of the organization (400 INTERVIEWER_NOT_MEMBER for anyone else). */
    interviewerIds: z.array(idSchema()).max(INTERVIEW_PANEL_MAX, { error: 'validation.interviewPanel' }).default([]),
    /** Also mail the talent (when their own settings allow it). */
    emailNotiFlag: z.boolean().default(true),
  })
  .superRefine(refinePlace);
export type InterviewProposalRequest = z.infer<typeof InterviewProposalRequestSchema>;

/** ONLINE needs an http(s) meeting link, OFFLINE a location. */
function refinePlace(
  v: { type: (typeof INTERVIEW_TYPES)[number]; meetingUrl?: string; location?: string },
  ctx: z.RefinementCtx,
) {
  if (v.type === 'ONLINE') {
    if (!v.meetingUrl) ctx.addIssue({ code: 'custom', path: ['meetingUrl'], message: 'validation.required' });
    else if (!isHttpUrl(v.meetingUrl))
      ctx.addIssue({ code: 'custom', path: ['meetingUrl'], message: 'validation.url' });
  } else if (!v.location) {
    ctx.addIssue({ code: 'custom', path: ['location'], message: 'validation.required' });
  }
}

const slotSchema = z.strictObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' }),
  hour: z
    .number()
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.numberRange' })
    .max(23, { error: 'validation.numberRange' }),
  minute: z
    .number()
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.numberRange' })
    .max(59, { error: 'validation.numberRange' }),
});

/**
 * `PATCH …/job-applications/{appId}/interview`: the confirmed interview's place and, when `slot` is given, its new
 * time (wall clock in `timeZone`). A change goes to every participant as a calendar update.
 */
export const InterviewChangeRequestSchema = z
  .strictObject({
    type: z.enum(INTERVIEW_TYPES, { error: 'validation.invalid' }),
    meetingUrl: z.string().trim().max(URL_MAX, { error: 'validation.tooLong' }).optional(),
    location: z.string().trim().max(INTERVIEW_LOCATION_MAX, { error: 'validation.tooLong' }).optional(),
    timeZone: requiredText(TIME_ZONE_MAX).refine(isValidTimeZone, { error: 'validation.timeZone' }),
    slot: slotSchema.optional(),
  })
  .superRefine(refinePlace);
export type InterviewChangeRequest = z.infer<typeof InterviewChangeRequestSchema>;

/** `POST /api/v1/users/{id}/applications/{appId}/interview/choose`. */
export const InterviewChooseRequestSchema = z.strictObject({ slotId: idSchema() });

/** `POST …/interview/decline-all`: none of the slots fits. */
export const InterviewDeclineRequestSchema = z.strictObject({
  message: z.string().trim().max(HIRING_MESSAGE_MAX, { error: 'validation.tooLong' }).optional(),
});
