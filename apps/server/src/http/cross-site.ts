import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route never reads the cookie (its proof is in the request), so any site may call it. */
    anySite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as coming from another site. Bearer-token calls
 * cannot be forged by another site, so only requests that may carry our cookie are checked; a route that never
 * reads the cookie can say so with `config: { anySite: true }`.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicUrl: string) {
  const allowedOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    // Routes that ignore the cookie and take their proof in the request (a signed token) opt out.
    if (request.routeOptions.config?.anySite) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError('CROSS_SITE_REQUEST', 403);
    const origin = request.headers.origin;
    if (origin && origin !== allowedOrigin && site !== 'same-origin' && !isLoopback(origin)) {
      throw new AppError('CROSS_SITE_REQUEST', 403);
    }
  });
}

function isLoopback(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}
