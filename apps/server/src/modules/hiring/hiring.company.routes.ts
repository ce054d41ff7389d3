import { envelopeOf } from '@app/contract/envelope';
import {
  AdditionalAssessmentRequestSchema,
  AdditionalAssessmentResponseSchema,
  ApplicationDetailSchema,
  BulkRejectRequestSchema,
  BulkResultSchema,
  CandidateListQuerySchema,
  CandidatePageSchema,
  CompanyApplicationDetailSchema,
  DecisionRequestSchema,
  InterviewProposalRequestSchema,
  OrgApplicationParamsSchema,
  OrgCandidateParamsSchema,
  OrgPostingParamsSchema,
  RecruitmentSummarySchema,
} from '@app/contract/schemas/hiring';
import { OfferRequestSchema } from '@app/contract/schemas/offer';
import { OrgParamsSchema } from '@app/contract/schemas/posting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import { ICS_FILE } from '../../http/file-reply';
import { requestLanguage } from '../../http/language';
import {
  getCompanyApplication,
  listCandidates,
  openApplication,
  recruitmentSummary,
} from './hiring.candidates.service';
import {
  bulkReject,
  type CompanyDecision,
  decideApplication,
  requestAdditionalAssessment,
} from './hiring.decisions.service';
import { companyInterviewIcs } from './hiring.interview-changes.service';
import { proposeInterview } from './hiring.interviews.service';
import { submitOffer } from './hiring.offers.service';

/** A company reviews its postings' candidates and decides; `{orgId}` must be the caller's organization (404 otherwise). */
export const hiringCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Interviewers read the candidates of their assigned postings; only owners and recruiters act (decision 034).
  const reader = requireCapability('CANDIDATES_ASSIGNED');
  const decider = requireCapability('CANDIDATES_DECIDE');
  const tags = ['hiring'];

  app.get(
    '/api/v1/organizations/:orgId/job-postings/:jobId/candidates',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: "The posting's candidates as cards (withdrawn applications left out)",
        params: OrgPostingParamsSchema,
        querystring: CandidateListQuerySchema,
        response: { 200: envelopeOf(CandidatePageSchema) },
      },
    },
    async (request) =>
      ok(await listCandidates(deps, authOf(request), request.params.orgId, request.params.jobId, request.query)),
  );

  app.get(
    '/api/v1/organizations/:orgId/recruitment-summary',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: "Applications per stage of each of the organization's postings",
        params: OrgParamsSchema,
        response: { 200: envelopeOf(RecruitmentSummarySchema) },
      },
    },
    async (request) => ok(await recruitmentSummary(deps, authOf(request), request.params.orgId)),
  );

  app.get(
    '/api/v1/organizations/:orgId/job-applications/:appId',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: 'One application with its history and the candidate (reading changes nothing; see …/open)',
        params: OrgApplicationParamsSchema,
        response: { 200: envelopeOf(CompanyApplicationDetailSchema) },
      },
    },
    async (request) =>
      ok(await getCompanyApplication(deps, authOf(request), request.params.orgId, request.params.appId)),
  );

  app.post(
    '/api/v1/organizations/:orgId/job-applications/:appId/open',
    {
      onRequest: decider,
      schema: {
        tags,
        summary:
          'Open an application: the first time, APPLIED moves to DOCUMENT_REVIEW and the talent is told; returns what the GET returns',
        params: OrgApplicationParamsSchema,
        response: { 200: envelopeOf(CompanyApplicationDetailSchema) },
      },
    },
    async (request) => ok(await openApplication(deps, authOf(request), request.params.orgId, request.params.appId)),
  );

  app.post(
    '/api/v1/organizations/:orgId/job-applications/:appId/offers',
    {
      onRequest: decider,
      config: { errors: ['INVALID_APPLICATION_TRANSITION', 'OFFER_ALREADY_OPEN'] },
      schema: {
        tags,
        summary:
          'Make a structured job offer (salary, start date, expiry); held for an owner when the organization wants approval',
        params: OrgApplicationParamsSchema,
        body: OfferRequestSchema,
        response: { 200: envelopeOf(ApplicationDetailSchema) },
      },
    },
    async (request) =>
      ok(await submitOffer(deps, authOf(request), request.params.orgId, request.params.appId, request.body)),
  );

  for (const decision of ['reject', 'cancel', 'hired'] as const satisfies CompanyDecision[]) {
    app.post(
      `/api/v1/organizations/:orgId/job-applications/:appId/${decision}`,
      {
        onRequest: decider,
        config: { errors: ['INVALID_APPLICATION_TRANSITION'] },
        schema: {
          tags,
          summary: `Decide the application: ${decision}`,
          params: OrgApplicationParamsSchema,
          body: DecisionRequestSchema,
          response: { 200: envelopeOf(ApplicationDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await decideApplication(
            deps,
            authOf(request),
            request.params.orgId,
            request.params.appId,
            decision,
            request.body,
          ),
        ),
    );
  }

  app.post(
    '/api/v1/organizations/:orgId/job-applications/:appId/additional-assessment',
    {
      onRequest: decider,
      config: { errors: ['INVALID_APPLICATION_TRANSITION'] },
      schema: {
        tags,
        summary: 'Ask the candidate to take an additional assessment (noted in the history)',
        params: OrgApplicationParamsSchema,
        body: AdditionalAssessmentRequestSchema,
        response: { 201: envelopeOf(AdditionalAssessmentResponseSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await requestAdditionalAssessment(
              deps,
              authOf(request),
              request.params.orgId,
              request.params.appId,
              request.body,
            ),
            201,
          ),
        ),
  );

  app.post(
    '/api/v1/organizations/:orgId/job-applications/bulk-reject',
    {
      onRequest: decider,
      schema: {
        tags,
        summary: 'Reject many applications with one message; each id is reported',
        params: OrgParamsSchema,
        body: BulkRejectRequestSchema,
        response: { 200: envelopeOf(BulkResultSchema) },
      },
    },
    async (request) => ok(await bulkReject(deps, authOf(request), request.params.orgId, request.body)),
  );

  app.post(
    '/api/v1/organizations/:orgId/jobs/:jobId/candidates/:candidateId/interview-proposal',
    {
      onRequest: decider,
      config: { errors: ['INVALID_APPLICATION_TRANSITION', 'INTERVIEWER_NOT_MEMBER'] },
      schema: {
        tags,
        summary: 'Propose an interview (online or offline) with candidate slots in the company’s time zone',
        params: OrgCandidateParamsSchema,
        body: InterviewProposalRequestSchema,
        response: { 201: envelopeOf(ApplicationDetailSchema) },
      },
    },
    async (request, reply) => {
      const { orgId, jobId, candidateId } = request.params;
      const detail = await proposeInterview(deps, authOf(request), orgId, jobId, candidateId, request.body);
      return reply.status(201).send(ok(detail, 201));
    },
  );

  app.get(
    '/api/v1/organizations/:orgId/job-applications/:appId/interview.ics',
    {
      onRequest: reader,
      config: { produces: ICS_FILE },
      schema: {
        tags,
        summary: "The application's confirmed interview as an iCalendar (.ics) file, for the company",
        params: OrgApplicationParamsSchema,
      },
    },
    async (request, reply) => {
      const { orgId, appId } = request.params;
      const ics = await companyInterviewIcs(deps, authOf(request), orgId, appId, requestLanguage(request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="interview.ics"')
        .send(ics);
    },
  );
};
