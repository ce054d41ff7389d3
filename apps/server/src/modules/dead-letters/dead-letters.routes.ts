import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  DeadLetterListQuerySchema,
  DeadLetterPageSchema,
  DeadLetterRetryResponseSchema,
} from '@app/contract/schemas/dead-letters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listDeadLetters, retryDeadLetter } from './dead-letters.service';

/** Dead letters of the mail outbox in the admin console: ADMIN only (403 for other roles). */
export const deadLettersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = requireRole('ADMIN');

  app.get(
    '/api/v1/admin/mails/dead',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Mails given up on after 72 hours of failed attempts (dead letters), newest first',
        querystring: DeadLetterListQuerySchema,
        response: { 200: envelopeOf(DeadLetterPageSchema) },
      },
    },
    async (request) => ok(await listDeadLetters(deps, request.query)),
  );

  app.post(
    '/api/v1/admin/mails/:id/retry',
    {
      config: { errors: ['INVALID_STATUS_TRANSITION'] },
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Send a dead letter again: due now, with a fresh retry window',
        params: IdParamSchema,
        response: { 200: envelopeOf(DeadLetterRetryResponseSchema) },
      },
    },
    async (request) => ok(await retryDeadLetter(deps, request.params.id)),
  );
};
