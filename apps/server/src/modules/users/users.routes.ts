import { envelopeOf } from '@app/contract/envelope';
import { CurrentUserSchema } from '@app/contract/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { getCurrentUser } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/user',
    {
      onRequest: requireRole(),
      // Also while a company member must still set up two-step sign-in (the web app reads who is signed in).
      config: { twoStepSetup: true },
      schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: envelopeOf(CurrentUserSchema) } },
    },
    async (request) => ok(await getCurrentUser(app.deps, authOf(request).userId)),
  );
};
