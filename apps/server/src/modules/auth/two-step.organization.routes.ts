import { envelopeOf } from '@app/contract/envelope';
import { OrganizationTwoStepRequestSchema } from '@app/contract/schemas/two-step';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { setTwoStepRequirement } from './two-step.organization.service';

export const organizationTwoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/v1/organizations/me/two-step-requirement',
    {
      onRequest: requireRole('ORGANIZATION'),
      config: { errors: ['TWO_STEP_NOT_ENABLED'] },
      schema: {
        tags: ['organizations'],
        summary: "The owner requires two-step sign-in of the organization's members (the owner must have it on)",
        body: OrganizationTwoStepRequestSchema,
        response: { 200: envelopeOf(OrganizationTwoStepRequestSchema) },
      },
    },
    async (request) => ok(await setTwoStepRequirement(app.deps, authOf(request), request.body.isRequired)),
  );
};
