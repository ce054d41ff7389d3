import { envelopeOf } from '@app/contract/envelope';
import {
  InvitationPreviewSchema,
  InvitationSignupRequestSchema,
  InvitationTokenRequestSchema,
  JoinedSchema,
} from '@app/contract/schemas/team';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { setSessionCookie } from '../../http/session-cookie';
import { acceptInvitation, previewInvitation, signUpWithInvitation } from './team.invitations.service';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
const LINK_ERRORS = ['INVITATION_INVALID', 'INVITATION_EXPIRED'] as const;

/** The invitee's side of an invitation: look at it, accept it signed in, or sign up through it. */
export const teamInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['team'];

  app.post(
    '/api/v1/team-invitations/preview',
    {
      config: { errors: [...LINK_ERRORS, 'TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: 'What an invitation link offers (company, role, e-mail); the token is in the body, not the URL',
        body: InvitationTokenRequestSchema,
        response: { 200: envelopeOf(InvitationPreviewSchema) },
      },
    },
    async (request) => ok(await previewInvitation(deps, request.body.token, client(request))),
  );

  app.post(
    '/api/v1/team-invitations/accept',
    {
      config: {
        errors: [...LINK_ERRORS, 'INVITATION_EMAIL_MISMATCH', 'TALENT_ACCOUNT_CANNOT_JOIN', 'ALREADY_IN_ORGANIZATION'],
      },
      onRequest: requireRole(),
      schema: {
        tags,
        summary: 'Join the organization as the signed-in company account of the invited e-mail',
        body: InvitationTokenRequestSchema,
        response: { 200: envelopeOf(JoinedSchema) },
      },
    },
    async (request) => ok(await acceptInvitation(deps, authOf(request), request.body.token)),
  );

  app.post(
    '/api/v1/team-invitations/signup',
    {
      config: { errors: [...LINK_ERRORS, 'EMAIL_TAKEN', 'TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: 'Create a company account with the invited e-mail, join the organization and sign in',
        body: InvitationSignupRequestSchema,
        response: { 201: envelopeOf(JoinedSchema) },
      },
    },
    async (request, reply) => {
      const { session, ...joined } = await signUpWithInvitation(deps, request.body, client(request));
      setSessionCookie(reply, session, deps.config.secureCookies);
      return reply.status(201).send(ok(joined, 201));
    },
  );
};
