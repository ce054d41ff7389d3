import { envelopeOf } from '@app/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';

const Status = envelopeOf(z.object({ status: z.string() }));

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'The process is up', response: { 200: Status } } },
    async () => ok({ status: 'up' }),
  );

  app.get(
    '/api/ready',
    { schema: { tags: ['system'], summary: 'The database answers', response: { 200: Status } } },
    async (request) => {
      try {
        await app.deps.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('SERVICE_UNAVAILABLE', 503, undefined, { 'Retry-After': '5' });
      }
      return ok({ status: 'ready' });
    },
  );
};
