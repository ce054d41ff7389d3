import { envelopeOf } from '@app/contract/envelope';
import { ConsentsSchema, ConsentsUpdateRequestSchema } from '@app/contract/schemas/consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as consents from './consents.service';

export const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/v1/user/consents',
    {
      onRequest: requireRole('NORMAL', 'ORGANIZATION'),
      schema: {
        tags: ['account'],
        summary: 'Each consent with the version agreed to, what is owed again, and the latest changes',
        response: { 200: envelopeOf(ConsentsSchema) },
      },
    },
    async (request) => ok(await consents.getConsents(deps, authOf(request))),
  );

  app.put(
    '/api/v1/user/consents',
    {
      // The one write allowed while a changed policy waits for consent.
      config: { beforeConsent: true },
      onRequest: requireRole('NORMAL', 'ORGANIZATION'),
      schema: {
        tags: ['account'],
        summary: 'Agree to the policies in force; give or withdraw optional consents (each change is recorded)',
        body: ConsentsUpdateRequestSchema,
        response: { 200: envelopeOf(ConsentsSchema) },
      },
    },
    async (request) => ok(await consents.updateConsents(deps, authOf(request), request.body)),
  );
};
