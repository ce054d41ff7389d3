import { envelopeOf } from '@app/contract/envelope';
import { ApplyResponseSchema } from '@app/contract/schemas/application';
import { IdParamSchema } from '@app/contract/schemas/common';
import { ApplyRequestSchema } from '@app/contract/schemas/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { applyToPosting, cancelApplication } from './applications.service';

/** A talent applies and withdraws; only talents (403 for other roles). The lists are hiring's. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = requireRole('NORMAL');
  const tags = ['applications'];

  app.post(
    '/api/v1/jobs/:id/apply',
    {
      onRequest,
      config: { errors: ['POSTING_CLOSED', 'ALREADY_APPLIED', 'PROFILE_INCOMPLETE'] },
      schema: {
        tags,
        summary:
          'Apply to an open posting (one application per posting; the profile must be complete) with a résumé version (the default when left out), files and an optional cover letter',
        params: IdParamSchema,
        body: ApplyRequestSchema.nullish(),
        response: { 201: envelopeOf(ApplyResponseSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await applyToPosting(deps, authOf(request), request.params.id, request.body, requestLanguage(request)),
            201,
          ),
        ),
  );

  app.post(
    '/api/v1/jobs/:id/cancel-application',
    {
      onRequest,
      config: { errors: ['APPLICATION_DECIDED'] },
      schema: {
        tags,
        summary: 'Withdraw the application to this posting before a decision',
        params: IdParamSchema,
        response: { 200: envelopeOf(ApplyResponseSchema) },
      },
    },
    async (request) => ok(await cancelApplication(deps, authOf(request), request.params.id)),
  );
};
