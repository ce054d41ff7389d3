import { envelopeOf } from '@app/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { deadLetterCount } from '../dead-letters/dead-letters.service';

const Status = envelopeOf(z.object({ status: z.string() }));
/** Readiness also reports the mails the outbox gave up on (dead letters), for monitoring to alert on. */
const Readiness = envelopeOf(z.object({ status: z.string(), deadLetters: z.number().int().nullable() }));

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'The process is up', response: { 200: Status } } },
    async () => ok({ status: 'up' }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers; also counts dead letters of the mail outbox',
        response: { 200: Readiness },
      },
    },
    async (request) => {
      // Shutting down: the load balancer should send no more, though requests are still answered.
      if (app.deps.lifecycle.draining)
        throw new AppError('SERVICE_UNAVAILABLE', 503, undefined, { 'Retry-After': '5' });
      try {
        await app.deps.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('SERVICE_UNAVAILABLE', 503, undefined, { 'Retry-After': '5' });
      }
      // A signal for monitoring, not a condition of readiness: null when it cannot be counted.
      const deadLetters = await deadLetterCount(app.deps).catch((error: unknown) => {
        request.log.warn({ err: error }, 'dead letters not counted');
        return null;
      });
      return ok({ status: 'ready', deadLetters });
    },
  );
};
