import { envelopeOf } from '@app/contract/envelope';
import {
  EmailCheckResponseSchema,
  EmailRequestSchema,
  EmailVerificationResponseSchema,
  EmailVerificationSigninRequestSchema,
  EmailVerificationSigninResponseSchema,
  PasswordResetRequestSchema,
  SigninRequestSchema,
  SigninResponseSchema,
  SigninUnlockRequestSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  TokenQuerySchema,
} from '@app/contract/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readToken } from '../../http/auth';
import { ok } from '../../http/envelope';
import { clearSessionCookies, setSessionCookie, setTwoStepCookie } from '../../http/session-cookie';
import * as auth from './auth.service';
import { requestSigninUnlock, unlockSignin } from './auth.unlock.service';
import { oauthRoutes } from './oauth.routes';
import { twoStepRoutes } from './two-step.routes';

const Empty = envelopeOf(z.null());
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(oauthRoutes);
  await app.register(twoStepRoutes);

  app.post(
    '/api/v1/auth/signup',
    {
      config: { errors: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags: ['auth'],
        summary:
          'Create a talent or company account; sends a verification mail (a taken e-mail gets the same answer and its owner a mail)',
        body: SignupRequestSchema,
        response: { 201: envelopeOf(SignupResponseSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await auth.signUp(deps, request.body, client(request)), 201)),
  );

  app.get(
    '/api/v1/auth/signup/email-verifications',
    {
      config: { errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'] },
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail with the single-use token from the mail',
        querystring: TokenQuerySchema,
        response: { 200: envelopeOf(EmailVerificationResponseSchema) },
      },
    },
    async (request) => ok(await auth.verifyEmail(deps, request.query.token)),
  );

  app.post(
    '/api/v1/auth/signup/email-verifications',
    {
      config: { errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'] },
      schema: {
        tags: ['auth'],
        summary:
          'Verify an e-mail with the single-use token and, within an hour of the mail, sign in (sets the access-token cookie)',
        body: EmailVerificationSigninRequestSchema,
        response: { 200: envelopeOf(EmailVerificationSigninResponseSchema) },
      },
    },
    async (request, reply) => {
      const { session, ...result } = await auth.verifyEmailAndSignIn(deps, request.body.token, client(request));
      if (session) setSessionCookie(reply, session, deps.config.secureCookies);
      return ok({ ...result, isSignedIn: session !== null });
    },
  );

  app.post(
    '/mail/auth/email',
    {
      config: { errors: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags: ['auth'],
        summary: 'Send the verification mail again (same answer for unknown e-mails)',
        body: EmailRequestSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await auth.resendVerification(deps, request.body.email, client(request));
      return ok(null);
    },
  );

  app.post(
    '/mail/check',
    {
      config: { errors: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags: ['auth'],
        summary: 'Whether an e-mail is free for sign-up (rate limited)',
        body: EmailRequestSchema,
        response: { 200: envelopeOf(EmailCheckResponseSchema) },
      },
    },
    async (request) => ok({ available: await auth.isEmailAvailable(deps, request.body.email, client(request)) }),
  );

  app.post(
    '/api/v1/auth/signin',
    {
      config: { errors: ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'TOO_MANY_REQUESTS', 'SIGNIN_LOCKED'] },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; data is the session token (also set as the access-token cookie), or with two-step sign-in on the challenge of the code step',
        body: SigninRequestSchema,
        response: { 200: envelopeOf(SigninResponseSchema) },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.signIn(deps, request.body.email, request.body.password, client(request));
      if ('challenge' in signedIn) {
        setTwoStepCookie(reply, signedIn.challenge.twoStepChallenge, deps.config.secureCookies);
        return ok(signedIn.challenge);
      }
      setSessionCookie(reply, signedIn.session, deps.config.secureCookies);
      return ok(signedIn.session);
    },
  );

  app.post(
    '/api/v1/auth/signout',
    {
      config: { optionalAuth: true },
      schema: {
        tags: ['auth'],
        summary: 'End the current session; also clears the cookie of a session that already ended',
        response: { 200: Empty },
      },
    },
    async (request, reply) => {
      if (request.auth) await auth.signOut(deps, request.auth.sessionId);
      // A session the organization ended (decision 044) is kept until now, to tell its pages why.
      else if (request.sessionEndedReason) await auth.signOutEnded(deps, readToken(request)?.token ?? '');
      clearSessionCookies(reply);
      return ok(null);
    },
  );

  app.post(
    '/api/v1/auth/password-reset-emails',
    {
      config: { errors: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (same answer for unknown e-mails)',
        body: EmailRequestSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(deps, request.body.email, client(request));
      return ok(null);
    },
  );

  app.put(
    '/api/v1/auth/password/email-verifications',
    {
      config: { errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'] },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset token; ends all sessions',
        body: PasswordResetRequestSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await auth.resetPassword(deps, request.body.token, request.body.newPassword);
      return ok(null);
    },
  );

  app.post(
    '/api/v1/auth/signin-unlock-emails',
    {
      config: { errors: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags: ['auth'],
        summary: 'Send a link that lifts a sign-in lock (same answer for unknown e-mails)',
        body: EmailRequestSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await requestSigninUnlock(deps, request.body.email, request.ip);
      return ok(null);
    },
  );

  app.put(
    '/api/v1/auth/signin-unlocks',
    {
      config: { errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'] },
      schema: {
        tags: ['auth'],
        summary: 'Lift the sign-in lock of the account with the token from the unlock mail',
        body: SigninUnlockRequestSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await unlockSignin(deps, request.body.token);
      return ok(null);
    },
  );
};
