import { envelopeOf } from '@app/contract/envelope';
import {
  AdminQuestionListQuerySchema,
  AdminQuestionPageSchema,
  AdminQuestionSchema,
  QuestionCreateRequestSchema,
  QuestionIdParamSchema,
  QuestionUpdateRequestSchema,
} from '@app/contract/schemas/assessment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { createQuestion, editQuestion, listQuestions, retireQuestion } from './assessments.admin.service';

/** The question bank in the admin console (administrators only). */
export const assessmentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/v1/admin/assessment-questions',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['admin', 'assessments'],
        summary: 'Questions with their answer keys and versions, filtered by track, level, type and status',
        querystring: AdminQuestionListQuerySchema,
        response: { 200: envelopeOf(AdminQuestionPageSchema) },
      },
    },
    async (request) => ok(await listQuestions(deps, request.query)),
  );

  app.post(
    '/api/v1/admin/assessment-questions',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['admin', 'assessments'],
        summary: 'Add a question (active at once)',
        body: QuestionCreateRequestSchema,
        response: { 201: envelopeOf(AdminQuestionSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await createQuestion(deps, request.body), 201)),
  );

  app.put(
    '/api/v1/admin/assessment-questions/:id',
    {
      config: { errors: ['QUESTION_NOT_EDITABLE'] },
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['admin', 'assessments'],
        summary:
          'Edit the active version: in place if no attempt drew it, else as a new version (new id) while the drawn one is kept for past reports',
        params: QuestionIdParamSchema,
        body: QuestionUpdateRequestSchema,
        response: { 200: envelopeOf(AdminQuestionSchema) },
      },
    },
    async (request) => ok(await editQuestion(deps, request.params.id, request.body)),
  );

  app.post(
    '/api/v1/admin/assessment-questions/:id/retire',
    {
      config: { errors: ['QUESTION_NOT_EDITABLE'] },
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['admin', 'assessments'],
        summary: 'Stop drawing a question; past attempts and reports keep it',
        params: QuestionIdParamSchema,
        response: { 200: envelopeOf(AdminQuestionSchema) },
      },
    },
    async (request) => ok(await retireQuestion(deps, request.params.id)),
  );
};
