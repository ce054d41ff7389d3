import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AppError } from '../../http/app-error';
import { rolesOfGuard } from '../../http/auth';
import { pendingConsentsOf } from './consents.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A signed-in write allowed while a changed policy waits for consent (accepting it, signing out, leaving). */
    beforeConsent?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the consent gate guards a route: a signed-in route that changes something. */
export function isGatedRoute(route: {
  method: string | string[];
  onRequest?: unknown;
  config?: { beforeConsent?: boolean };
}) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return (
    rolesOfGuard(route.onRequest) !== null &&
    methods.some((m) => !SAFE_METHODS.has(m)) &&
    route.config?.beforeConsent !== true
  );
}

/**
 * After sign-in, a person who owes consent to a changed required policy may read but not write until they agree:
 * every signed-in write answers CONSENT_REQUIRED (403). The sign-in itself is untouched; the current-user answer
 * lists what is owed so the web shows the consent page first. Register before the routes (it hooks their creation).
 */
export function registerConsentGate(app: FastifyInstance) {
  const gate: preHandlerHookHandler = async (request: FastifyRequest) => {
    const auth = request.auth;
    if (!auth || auth.role === 'ADMIN' || SAFE_METHODS.has(request.method)) return;
    const pending = await pendingConsentsOf(app.deps.db, auth.userId, auth.role);
    if (pending.length > 0) throw new AppError('CONSENT_REQUIRED', 403);
  };
  app.addHook('onRoute', (route) => {
    if (!isGatedRoute(route)) return;
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [gate, ...existing];
  });
}
