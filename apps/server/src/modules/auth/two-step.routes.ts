import { envelopeOf } from '@app/contract/envelope';
import {
  RecoveryCodesSchema,
  SessionIdleSchema,
  TwoStepCodeRequestSchema,
  TwoStepDisableRequestSchema,
  TwoStepSetupSchema,
  TwoStepSigninRequestSchema,
  TwoStepStatusSchema,
} from '@app/contract/schemas/two-step';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole, touchSession } from '../../http/auth';
import { ok } from '../../http/envelope';
import { setSessionCookie, TWO_STEP_COOKIE, TWO_STEP_COOKIE_PATH } from '../../http/session-cookie';
import {
  confirmTwoStepSetup,
  disableTwoStep,
  getTwoStepStatus,
  regenerateRecoveryCodes,
  startTwoStepSetup,
} from './two-step.service';
import { completeTwoStepSignin } from './two-step.signin.service';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
const CODE_ERRORS = ['TWO_STEP_CODE_INVALID', 'TOO_MANY_REQUESTS', 'SIGNIN_LOCKED'] as const;

/** Two-step sign-in (decision 035): the code step of sign-in, its settings, and the company session's idle time. */
export const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Open to members whose organization requires two-step sign-in before they have set it up.
  const setupConfig = { twoStepSetup: true } as const;

  app.post(
    '/api/v1/auth/signin/two-step',
    {
      config: { errors: ['TWO_STEP_CHALLENGE_EXPIRED', ...CODE_ERRORS] },
      schema: {
        tags: ['auth'],
        summary:
          "Sign-in's code step: an authenticator or recovery code for the challenge (cookie or body) starts the session",
        body: TwoStepSigninRequestSchema,
        response: { 200: envelopeOf(z.string()) },
      },
    },
    async (request, reply) => {
      const challenge = request.body.challenge ?? request.cookies[TWO_STEP_COOKIE];
      const token = await completeTwoStepSignin(deps, challenge, request.body.code, client(request));
      reply.clearCookie(TWO_STEP_COOKIE, { path: TWO_STEP_COOKIE_PATH });
      setSessionCookie(reply, token, deps.config.secureCookies);
      return ok(token);
    },
  );

  app.get(
    '/api/v1/auth/two-step',
    {
      onRequest: requireRole(),
      config: setupConfig,
      schema: {
        tags: ['auth'],
        summary: "Whether two-step sign-in is on, recovery codes left, and the organization's requirement",
        response: { 200: envelopeOf(TwoStepStatusSchema) },
      },
    },
    async (request) => ok(await getTwoStepStatus(deps, authOf(request))),
  );

  app.post(
    '/api/v1/auth/two-step/setup',
    {
      onRequest: requireRole(),
      config: { ...setupConfig, errors: ['TWO_STEP_ALREADY_ENABLED'] },
      schema: {
        tags: ['auth'],
        summary: 'Start setting up two-step sign-in: a new secret with its QR code (shown once)',
        response: { 200: envelopeOf(TwoStepSetupSchema) },
      },
    },
    async (request) => ok(await startTwoStepSetup(deps, authOf(request))),
  );

  app.post(
    '/api/v1/auth/two-step/confirm',
    {
      onRequest: requireRole(),
      config: { ...setupConfig, errors: ['TWO_STEP_ALREADY_ENABLED', 'TWO_STEP_NOT_ENABLED', ...CODE_ERRORS] },
      schema: {
        tags: ['auth'],
        summary: "Turn two-step sign-in on with the app's first code; returns ten recovery codes (shown once)",
        body: TwoStepCodeRequestSchema,
        response: { 200: envelopeOf(RecoveryCodesSchema) },
      },
    },
    async (request) => ok(await confirmTwoStepSetup(deps, authOf(request), request.body.code, client(request))),
  );

  app.post(
    '/api/v1/auth/two-step/recovery-codes',
    {
      onRequest: requireRole(),
      config: { errors: ['TWO_STEP_NOT_ENABLED', ...CODE_ERRORS] },
      schema: {
        tags: ['auth'],
        summary: 'New recovery codes for a code; the old ones stop working',
        body: TwoStepCodeRequestSchema,
        response: { 200: envelopeOf(RecoveryCodesSchema) },
      },
    },
    async (request) => ok(await regenerateRecoveryCodes(deps, authOf(request), request.body.code, client(request))),
  );

  app.post(
    '/api/v1/auth/two-step/disable',
    {
      onRequest: requireRole(),
      config: {
        errors: ['TWO_STEP_NOT_ENABLED', 'TWO_STEP_REQUIRED_BY_ORGANIZATION', 'WRONG_PASSWORD', ...CODE_ERRORS],
      },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in off with the password and a code (not while the organization requires it)',
        body: TwoStepDisableRequestSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await disableTwoStep(deps, authOf(request), request.body, client(request));
      return ok(null);
    },
  );

  app.get(
    '/api/v1/auth/session',
    {
      onRequest: requireRole(),
      config: { ...setupConfig, passiveSession: true },
      schema: {
        tags: ['auth'],
        summary: "The session's idle deadline (company sessions); reading it is not activity",
        response: { 200: envelopeOf(SessionIdleSchema) },
      },
    },
    async (request) => ok({ idleExpiresAt: idleDeadline(authOf(request).idleExpiresAt) }),
  );

  app.post(
    '/api/v1/auth/session/activity',
    {
      onRequest: requireRole(),
      config: { ...setupConfig, passiveSession: true },
      schema: {
        tags: ['auth'],
        summary: '"Stay signed in": the session counts as used now; returns the new idle deadline',
        response: { 200: envelopeOf(SessionIdleSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (auth.idleExpiresAt == null) return ok({ idleExpiresAt: null });
      await touchSession(deps.db, auth.sessionId);
      const deadline = Date.now() + deps.config.companySessionIdleMs;
      // The response's idle header (set in onSend) reads the new deadline.
      request.auth = { ...auth, idleExpiresAt: deadline };
      return ok({ idleExpiresAt: idleDeadline(deadline) });
    },
  );
};

const idleDeadline = (at: number | null | undefined) => (at ? new Date(at).toISOString() : null);
