import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/app-error';
import { createMetrics } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /api/metrics` in Prometheus text format; registered only with METRICS=on, on the root instance so that its
 * timing hook sees every route. Readable from this machine (the socket's address is loopback and no proxy
 * forwarded the request), or anywhere with the METRICS_TOKEN bearer.
 */
export function registerMetrics(app: FastifyInstance) {
  const { config } = app.deps;
  const register = createMetrics(app, app.deps);

  app.get(
    '/api/metrics',
    {
      config: {
        errors: ['FORBIDDEN'],
        produces: { description: 'Metrics in the Prometheus text format', content: { 'text/plain': 'text' } },
      },
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (METRICS=on): from loopback, or with `Authorization: Bearer <METRICS_TOKEN>`',
      },
    },
    async (request, reply) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const local = LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
      const tokenOk = Boolean(config.metrics.token && bearer && sameSecret(bearer, config.metrics.token));
      if (!local && !tokenOk) throw forbidden();
      return reply
        .type(register.contentType)
        .header('Cache-Control', 'no-store')
        .send(await register.metrics());
    },
  );
}
