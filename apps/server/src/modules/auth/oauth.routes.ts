import { envelopeOf } from '@app/contract/envelope';
import {
  OAuthCallbackQuerySchema,
  OAuthProviderParamSchema,
  OAuthProvidersResponseSchema,
  OAuthSignupInfoSchema,
  OAuthSignupRequestSchema,
  OAuthSignupResponseSchema,
  OAuthStartQuerySchema,
} from '@app/contract/schemas/oauth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { setSessionCookie } from '../../http/session-cookie';
import {
  type CallbackOutcome,
  completeOAuthSignup,
  configuredProviders,
  finishOAuth,
  getOAuthSignup,
  startOAuth,
} from './oauth.service';

/** Both cookies live only on the OAuth paths and only for the few minutes a sign-in takes. */
const COOKIE_PATH = '/api/v1/auth/oauth';
const STATE_COOKIE = 'oauth-state';
const SIGNUP_COOKIE = 'oauth-signup';
const Redirect = z.null().describe('A redirect (see the Location header)');
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const cookie = (reply: FastifyReply, name: string, value: string, minutes: number) =>
    reply.setCookie(name, value, {
      httpOnly: true,
      secure: deps.config.secureCookies,
      // Lax: sent on the provider's top-level redirect back, never on another site's form posts.
      sameSite: 'lax',
      path: COOKIE_PATH,
      maxAge: minutes * 60,
    });

  app.get(
    '/api/v1/auth/oauth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The sign-in providers configured on this server (their buttons show)',
        response: { 200: envelopeOf(OAuthProvidersResponseSchema) },
      },
    },
    async () => ok(configuredProviders(deps)),
  );

  app.get(
    '/api/v1/auth/oauth/:provider/start',
    {
      config: { errors: ['SERVICE_UNAVAILABLE'] },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with a provider: redirects to it with state, nonce and a PKCE challenge',
        params: OAuthProviderParamSchema,
        querystring: OAuthStartQuerySchema,
        response: { 302: Redirect },
      },
    },
    async (request, reply) => {
      const { location, state } = await startOAuth(deps, request.params.provider, request.query);
      cookie(reply, STATE_COOKIE, state, 10);
      return reply.redirect(location, 302);
    },
  );

  app.get(
    '/api/v1/auth/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: "The provider's redirect back: signs in, or opens the completion of a new account, or says why not",
        params: OAuthProviderParamSchema,
        querystring: OAuthCallbackQuerySchema,
        response: { 302: Redirect },
      },
    },
    async (request, reply) => {
      const url = new URL(request.url, deps.config.publicUrl);
      const outcome: CallbackOutcome = await finishOAuth(
        deps,
        request.params.provider,
        { url, state: request.query.state, error: request.query.error, cookieState: request.cookies[STATE_COOKIE] },
        client(request),
        request.log,
      );
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      const web = `${deps.config.publicUrl}/${outcome.locale}`;
      if (outcome.kind === 'signed-in') {
        setSessionCookie(reply, outcome.session, deps.config.secureCookies);
        // The sign-in screen sends a signed-in user on: to the path kept before sign-in, or the dashboard.
        return reply.redirect(`${web}/auth/signin`, 302);
      }
      if (outcome.kind === 'signup') {
        cookie(reply, SIGNUP_COOKIE, outcome.ticket, 30);
        return reply.redirect(`${web}/auth/social/complete`, 302);
      }
      return reply.redirect(`${web}/auth/signin?oauthError=${outcome.errorCode}`, 302);
    },
  );

  app.get(
    '/api/v1/auth/oauth/signup',
    {
      config: { errors: ['OAUTH_SIGNUP_EXPIRED'] },
      schema: {
        tags: ['auth'],
        summary: 'What the provider told about a new person (the completion form; the ticket is in a cookie)',
        response: { 200: envelopeOf(OAuthSignupInfoSchema) },
      },
    },
    async (request) => ok(await getOAuthSignup(deps, request.cookies[SIGNUP_COOKIE])),
  );

  app.post(
    '/api/v1/auth/oauth/signup',
    {
      config: { errors: ['OAUTH_SIGNUP_EXPIRED', 'EMAIL_TAKEN', 'TOO_MANY_REQUESTS'] },
      schema: {
        tags: ['auth'],
        summary:
          'Complete a new account from a provider: signed in with its verified e-mail, or a verification mail to the typed one',
        body: OAuthSignupRequestSchema,
        response: { 200: envelopeOf(OAuthSignupResponseSchema) },
      },
    },
    async (request, reply) => {
      const ticket = request.cookies[SIGNUP_COOKIE];
      const { session, ...result } = await completeOAuthSignup(deps, ticket, request.body, client(request));
      reply.clearCookie(SIGNUP_COOKIE, { path: COOKIE_PATH });
      if (session) setSessionCookie(reply, session, deps.config.secureCookies);
      return ok(result);
    },
  );
};
