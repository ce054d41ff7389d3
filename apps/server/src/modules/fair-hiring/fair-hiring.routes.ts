import { envelopeOf } from '@app/contract/envelope';
import {
  DocumentRequestBodySchema,
  DocumentRequestSchema,
  FairHiringAlertsSchema,
  FairHiringSettingsSchema,
  OrgDocumentRequestParamsSchema,
  TalentFairHiringSchema,
} from '@app/contract/schemas/fair-hiring';
import { TalentApplicationParamsSchema } from '@app/contract/schemas/hiring';
import { OrgParamsSchema } from '@app/contract/schemas/posting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireCapability, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import {
  confirmDocuments,
  getAlerts,
  getSettings,
  getTalentFairHiring,
  requestDocuments,
  saveSettings,
} from './fair-hiring.service';

/** Fair Hiring Procedure Act duties (decision 039): the talent's schedule and documents, the company's flags. */
export const fairHiringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const talent = requireRole('NORMAL');
  // Decision 034: recruiters see the alerts and confirm requests; the grace period is a company-wide setting (owners).
  const candidatesAll = requireCapability('CANDIDATES_ALL');
  const decider = requireCapability('CANDIDATES_DECIDE');
  const owner = requireCapability('ORGANIZATION_EDIT');
  const tags = ['fair hiring'];

  app.get(
    '/api/v1/users/:id/applications/:appId/fair-hiring',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: "The caller's application: stated process and dates, any delay, the result's retention window",
        params: TalentApplicationParamsSchema,
        response: { 200: envelopeOf(TalentFairHiringSchema) },
      },
    },
    async (request) => ok(await getTalentFairHiring(deps, authOf(request), request.params.id, request.params.appId)),
  );

  app.post(
    '/api/v1/users/:id/applications/:appId/document-request',
    {
      onRequest: talent,
      config: { errors: ['APPLICATION_NOT_UNSUCCESSFUL', 'RETENTION_WINDOW_ENDED', 'DOCUMENT_REQUEST_EXISTS'] },
      schema: {
        tags,
        summary: 'Ask the company to return or delete the documents of an unsuccessful application (within the window)',
        params: TalentApplicationParamsSchema,
        body: DocumentRequestBodySchema,
        response: { 201: envelopeOf(DocumentRequestSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await requestDocuments(deps, authOf(request), request.params.id, request.params.appId, request.body.kind),
            201,
          ),
        ),
  );

  app.get(
    '/api/v1/organizations/:orgId/fair-hiring/alerts',
    {
      onRequest: candidatesAll,
      schema: {
        tags,
        summary: 'Applications past a stated date and open document requests with their deadlines (oldest first)',
        params: OrgParamsSchema,
        response: { 200: envelopeOf(FairHiringAlertsSchema) },
      },
    },
    async (request) => ok(await getAlerts(deps, authOf(request), request.params.orgId, requestLanguage(request))),
  );

  app.post(
    '/api/v1/organizations/:orgId/document-requests/:requestId/confirm',
    {
      onRequest: decider,
      schema: {
        tags,
        summary: "Confirm the documents were returned or deleted: the application's personal content is removed",
        params: OrgDocumentRequestParamsSchema,
        response: { 200: envelopeOf(DocumentRequestSchema) },
      },
    },
    async (request) =>
      ok(await confirmDocuments(deps, authOf(request), request.params.orgId, request.params.requestId)),
  );

  app.get(
    '/api/v1/organizations/:orgId/fair-hiring/settings',
    {
      onRequest: decider,
      schema: {
        tags,
        summary: 'The grace period before applicants are told of a delay',
        params: OrgParamsSchema,
        response: { 200: envelopeOf(FairHiringSettingsSchema) },
      },
    },
    async (request) => ok(await getSettings(deps, authOf(request), request.params.orgId)),
  );

  app.put(
    '/api/v1/organizations/:orgId/fair-hiring/settings',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Change the grace period (0 to 60 days)',
        params: OrgParamsSchema,
        body: FairHiringSettingsSchema,
        response: { 200: envelopeOf(FairHiringSettingsSchema) },
      },
    },
    async (request) => ok(await saveSettings(deps, authOf(request), request.params.orgId, request.body)),
  );
};
