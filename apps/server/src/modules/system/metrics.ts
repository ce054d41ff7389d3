import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from '../../deps';
import { countOutboxByStatus } from './metrics.queries';

/** Routes that matched nothing share one label, so probing random URLs cannot grow the series without bound. */
const UNMATCHED = '(unmatched)';

/**
 * One registry per app (tests build several in one process): the process's default metrics, request latency per
 * route pattern, and gauges read when Prometheus scrapes (pool, outboxes, live streams), so they are never stale.
 */
export function createMetrics(app: FastifyInstance, deps: Deps): Registry {
  const register = new Registry();
  collectDefaultMetrics({ register });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The live stream stays open for hours; its duration says nothing about latency.
    if (reply.getHeader('content-type')?.toString().startsWith('text/event-stream')) return;
    const route = request.routeOptions.url ?? UNMATCHED;
    requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max); absent on embedded PGlite',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const use = deps.database.poolUse();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });

  new Gauge({
    name: 'outbox_messages',
    help: 'Outbox rows by outbox (mail, push) and status: PENDING is the depth, the failed or dead ones need a look',
    labelNames: ['outbox', 'status'] as const,
    registers: [register],
    async collect() {
      this.reset();
      const counts = await countOutboxByStatus(deps.db);
      for (const [outbox, rows] of Object.entries(counts)) {
        for (const row of rows) this.set({ outbox, status: row.status }, row.n);
      }
    },
  });

  new Gauge({
    name: 'notification_streams_live',
    help: 'Live notification streams (SSE) open on this instance',
    registers: [register],
    collect() {
      this.set(deps.notificationHub.streamCount());
    },
  });

  return register;
}
