import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  OrganizationInfoSchema,
  OrganizationPublicSchema,
  OrgInfoChangeRequestSchema,
  OrgInfoChangeResponseSchema,
  UpdateOrganizationRequestSchema,
  VerificationStatusResponseSchema,
} from '@app/contract/schemas/organization';
import { CompanyNotificationSettingsSchema } from '@app/contract/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireCapability, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  applyForVerification,
  getOrganizationInfo,
  getPublicOrganization,
  requestInfoChange,
  updateCompanyNotificationSettings,
  updateOrganizationInfo,
} from './organizations.service';

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/v1/organizations/:id/info',
    {
      onRequest: requireCapability('TEAM_VIEW', 'ADMIN'),
      schema: {
        tags: ['organizations'],
        summary: "The organization's full information (its members and administrators)",
        params: IdParamSchema,
        response: { 200: envelopeOf(OrganizationInfoSchema) },
      },
    },
    async (request) => ok(await getOrganizationInfo(deps, authOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/organizations/:id/public',
    {
      onRequest: requireRole(),
      schema: {
        tags: ['organizations'],
        summary: 'The public company page with its verification badge (any signed-in user)',
        params: IdParamSchema,
        response: { 200: envelopeOf(OrganizationPublicSchema) },
      },
    },
    async (request) => ok(await getPublicOrganization(deps, request.params.id)),
  );

  app.put(
    '/api/v1/organizations/:id',
    {
      config: { errors: ['ORGANIZATION_LOCKED'] },
      onRequest: requireCapability('ORGANIZATION_EDIT'),
      schema: {
        tags: ['organizations'],
        summary: 'Update the organization; name, CEO and country are locked while pending and after approval',
        params: IdParamSchema,
        body: UpdateOrganizationRequestSchema,
        response: { 200: envelopeOf(OrganizationInfoSchema) },
      },
    },
    async (request) => ok(await updateOrganizationInfo(deps, authOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/api/v1/organizations/:id/verification/apply',
    {
      config: { errors: ['INVALID_STATUS_TRANSITION', 'VERIFICATION_INCOMPLETE'] },
      onRequest: requireCapability('ORGANIZATION_EDIT'),
      schema: {
        tags: ['organizations'],
        summary: 'Apply for verification: NOT_APPLIED or REJECTED → PENDING',
        params: IdParamSchema,
        response: { 200: envelopeOf(VerificationStatusResponseSchema) },
      },
    },
    async (request) => ok(await applyForVerification(deps, authOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/organizations/:id/org-info-change-mail',
    {
      config: { errors: ['ORGANIZATION_NOT_APPROVED', 'TOO_MANY_REQUESTS'] },
      onRequest: requireCapability('ORGANIZATION_EDIT'),
      schema: {
        tags: ['organizations'],
        summary: 'After approval, ask the administrators to change locked information',
        params: IdParamSchema,
        body: OrgInfoChangeRequestSchema,
        response: { 201: envelopeOf(OrgInfoChangeResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await requestInfoChange(deps, authOf(request), request.params.id, request.body), 201)),
  );

  app.put(
    '/api/v1/organizations/users/:id/notifications',
    {
      onRequest: requireRole('ORGANIZATION'),
      schema: {
        tags: ['organizations'],
        summary: "The company user's notification flags ({id} is the caller)",
        params: IdParamSchema,
        body: CompanyNotificationSettingsSchema.strict(),
        response: { 200: envelopeOf(CompanyNotificationSettingsSchema) },
      },
    },
    async (request) =>
      ok(await updateCompanyNotificationSettings(deps, authOf(request), request.params.id, request.body)),
  );
};
