import { envelopeOf } from '@app/contract/envelope';
import {
  AssessmentEntryPageSchema,
  AssessmentEntrySchema,
  AssessmentHistoryQuerySchema,
  AssessmentIdParamSchema,
  AssessmentListQuerySchema,
  AssessmentListSchema,
  AssessmentReportSchema,
  AssessmentRequestListQuerySchema,
  AssessmentRequestPageSchema,
  AssessmentSchema,
  AttemptIdParamSchema,
  AttemptQuestionParamSchema,
  AttemptSchema,
  SaveAnswerRequestSchema,
  SaveAnswerResponseSchema,
  VisibilityRequestSchema,
} from '@app/contract/schemas/assessment';
import { IdParamSchema } from '@app/contract/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import * as requests from './assessments.requests.service';
import * as results from './assessments.results.service';
import * as assessments from './assessments.service';

export const assessmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/v1/skill-assessments',
    {
      onRequest: requireRole(),
      schema: {
        tags: ['assessments'],
        summary: 'The catalogue: every track at every level, with participants and (for talents) their own results',
        querystring: AssessmentListQuerySchema,
        response: { 200: envelopeOf(AssessmentListSchema) },
      },
    },
    async (request) =>
      ok(await assessments.listAssessments(deps, authOf(request), requestLanguage(request), request.query)),
  );

  app.get(
    '/api/v1/skill-assessments/:assessmentId',
    {
      onRequest: requireRole(),
      schema: {
        tags: ['assessments'],
        summary: 'One assessment of the catalogue',
        params: AssessmentIdParamSchema,
        response: { 200: envelopeOf(AssessmentSchema) },
      },
    },
    async (request) =>
      ok(await assessments.getAssessment(deps, authOf(request), requestLanguage(request), request.params.assessmentId)),
  );

  app.post(
    '/api/v1/skill-assessments/:assessmentId/attempts',
    {
      config: { errors: ['ATTEMPT_IN_PROGRESS', 'RETAKE_COOLDOWN', 'ASSESSMENT_UNAVAILABLE'] },
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['assessments'],
        summary: 'Start a timed attempt (one open attempt at a time; a cooldown after each finished attempt)',
        params: AssessmentIdParamSchema,
        response: { 201: envelopeOf(AttemptSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await assessments.startAttempt(
              deps,
              authOf(request),
              requestLanguage(request),
              request.params.assessmentId,
            ),
            201,
          ),
        ),
  );

  app.get(
    '/api/v1/assessment-attempts/:attemptId',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['assessments'],
        summary: 'The attempt to resume: questions without answer keys, saved answers and the seconds left',
        params: AttemptIdParamSchema,
        response: { 200: envelopeOf(AttemptSchema) },
      },
    },
    async (request) =>
      ok(await assessments.getAttempt(deps, authOf(request), requestLanguage(request), request.params.attemptId)),
  );

  app.put(
    '/api/v1/assessment-attempts/:attemptId/answers/:questionId',
    {
      config: { errors: ['ATTEMPT_FINISHED', 'ATTEMPT_EXPIRED'] },
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['assessments'],
        summary: 'Save one answer before the deadline (409 ATTEMPT_EXPIRED after it)',
        params: AttemptQuestionParamSchema,
        body: SaveAnswerRequestSchema,
        response: { 200: envelopeOf(SaveAnswerResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await assessments.saveAttemptAnswer(
          deps,
          authOf(request),
          request.params.attemptId,
          request.params.questionId,
          request.body,
        ),
      ),
  );

  app.post(
    '/api/v1/assessment-attempts/:attemptId/submit',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['assessments'],
        summary: 'Submit and score the attempt; returns the report (again, if it was already submitted)',
        params: AttemptIdParamSchema,
        response: { 200: envelopeOf(AssessmentReportSchema) },
      },
    },
    async (request) =>
      ok(await results.submitAttempt(deps, authOf(request), requestLanguage(request), request.params.attemptId)),
  );

  app.get(
    '/api/v1/assessment-attempts/:attemptId/report',
    {
      config: { errors: ['ATTEMPT_NOT_FINISHED'] },
      onRequest: requireRole(),
      schema: {
        tags: ['assessments'],
        summary: 'The report of a finished attempt (its talent; companies and admins only when it is public)',
        params: AttemptIdParamSchema,
        response: { 200: envelopeOf(AssessmentReportSchema) },
      },
    },
    async (request) =>
      ok(await results.getReport(deps, authOf(request), requestLanguage(request), request.params.attemptId)),
  );

  app.patch(
    '/api/v1/assessment-attempts/:attemptId/visibility',
    {
      config: { errors: ['ATTEMPT_NOT_FINISHED'] },
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['assessments'],
        summary: 'Show or hide a finished result to companies',
        params: AttemptIdParamSchema,
        body: VisibilityRequestSchema,
        response: { 200: envelopeOf(AssessmentEntrySchema) },
      },
    },
    async (request) =>
      ok(
        await results.setResultVisibility(
          deps,
          authOf(request),
          requestLanguage(request),
          request.params.attemptId,
          request.body.isPublic,
        ),
      ),
  );

  app.get(
    '/api/v1/users/:id/assessments',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['assessments'],
        summary: "The talent's finished assessments, newest first (the talent only)",
        params: IdParamSchema,
        querystring: AssessmentHistoryQuerySchema,
        response: { 200: envelopeOf(AssessmentEntryPageSchema) },
      },
    },
    async (request) =>
      ok(await results.listHistory(deps, authOf(request), requestLanguage(request), request.params.id, request.query)),
  );

  app.get(
    '/api/v1/users/:id/assessment-requests',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['assessments'],
        summary: "Companies' requests for additional assessments (the talent only; filter by status)",
        params: IdParamSchema,
        querystring: AssessmentRequestListQuerySchema,
        response: { 200: envelopeOf(AssessmentRequestPageSchema) },
      },
    },
    async (request) =>
      ok(
        await requests.listAssessmentRequests(
          deps,
          authOf(request),
          requestLanguage(request),
          request.params.id,
          request.query,
        ),
      ),
  );
};
