import { envelopeOf } from '@app/contract/envelope';
import {
  ApplicationDetailSchema,
  InterviewChangeRequestSchema,
  OrgApplicationParamsSchema,
  OrgPostingParamsSchema,
} from '@app/contract/schemas/hiring';
import { OrgParamsSchema } from '@app/contract/schemas/posting';
import {
  ApplicationScorecardsSchema,
  InterviewerListSchema,
  OrgInterviewParamsSchema,
  ScorecardCriteriaRequestSchema,
  ScorecardCriteriaSchema,
  ScorecardRequestSchema,
} from '@app/contract/schemas/scorecard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { changeScheduledInterview } from './hiring.interview-changes.service';
import {
  getApplicationScorecards,
  getPostingCriteria,
  listInterviewers,
  setPostingCriteria,
  submitScorecard,
} from './hiring.scorecards.service';

/** Interview panels, scorecards and changes to a confirmed interview (decision 036); the organization's only. */
export const hiringPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Decision 034: interviewers read their postings' criteria and scorecards and write their own; the rest is recruiters'.
  const reader = requireCapability('CANDIDATES_ASSIGNED');
  const decider = requireCapability('CANDIDATES_DECIDE');
  const postingsManager = requireCapability('POSTINGS_MANAGE');
  const tags = ['hiring'];

  app.get(
    '/api/v1/organizations/:orgId/interviewers',
    {
      onRequest: decider,
      schema: {
        tags,
        summary: "The organization's members who may sit on an interview panel",
        params: OrgParamsSchema,
        response: { 200: envelopeOf(InterviewerListSchema) },
      },
    },
    async (request) => ok(await listInterviewers(deps, authOf(request), request.params.orgId)),
  );

  app.get(
    '/api/v1/organizations/:orgId/job-postings/:jobId/scorecard-criteria',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: "The posting's scorecard criteria (the defaults, in the caller's language, when none were set)",
        params: OrgPostingParamsSchema,
        response: { 200: envelopeOf(ScorecardCriteriaSchema) },
      },
    },
    async (request) => {
      const { orgId, jobId } = request.params;
      return ok(await getPostingCriteria(deps, authOf(request), orgId, jobId, requestLanguage(request)));
    },
  );

  app.put(
    '/api/v1/organizations/:orgId/job-postings/:jobId/scorecard-criteria',
    {
      onRequest: postingsManager,
      schema: {
        tags,
        summary: "Set the posting's scorecard criteria (up to 8; an empty list restores the defaults)",
        params: OrgPostingParamsSchema,
        body: ScorecardCriteriaRequestSchema,
        response: { 200: envelopeOf(ScorecardCriteriaSchema) },
      },
    },
    async (request) => {
      const { orgId, jobId } = request.params;
      const locale = requestLanguage(request);
      return ok(await setPostingCriteria(deps, authOf(request), orgId, jobId, request.body.criteria, locale));
    },
  );

  app.get(
    '/api/v1/organizations/:orgId/job-applications/:appId/scorecards',
    {
      onRequest: reader,
      schema: {
        tags,
        summary:
          "The application's confirmed interviews with their panels and scorecards (a panel interviewer sees the others' only after submitting)",
        params: OrgApplicationParamsSchema,
        response: { 200: envelopeOf(ApplicationScorecardsSchema) },
      },
    },
    async (request) => {
      const { orgId, appId } = request.params;
      return ok(await getApplicationScorecards(deps, authOf(request), orgId, appId, requestLanguage(request)));
    },
  );

  app.put(
    '/api/v1/organizations/:orgId/interviews/:interviewId/scorecard',
    {
      onRequest: reader,
      config: { errors: ['NOT_ON_INTERVIEW_PANEL', 'INTERVIEW_NOT_CONFIRMED'] },
      schema: {
        tags,
        summary: "Write the caller's own scorecard of an interview they sit on the panel of",
        params: OrgInterviewParamsSchema,
        body: ScorecardRequestSchema,
        response: { 200: envelopeOf(ApplicationScorecardsSchema) },
      },
    },
    async (request) => {
      const { orgId, interviewId } = request.params;
      const locale = requestLanguage(request);
      return ok(await submitScorecard(deps, authOf(request), orgId, interviewId, request.body, locale));
    },
  );

  app.patch(
    '/api/v1/organizations/:orgId/job-applications/:appId/interview',
    {
      onRequest: decider,
      config: { errors: ['INVALID_APPLICATION_TRANSITION'] },
      schema: {
        tags,
        summary: 'Change the time or place of the confirmed interview; every participant gets the calendar update',
        params: OrgApplicationParamsSchema,
        body: InterviewChangeRequestSchema,
        response: { 200: envelopeOf(ApplicationDetailSchema) },
      },
    },
    async (request) => {
      const { orgId, appId } = request.params;
      return ok(await changeScheduledInterview(deps, authOf(request), orgId, appId, request.body));
    },
  );
};
