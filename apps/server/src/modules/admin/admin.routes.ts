import { envelopeOf } from '@app/contract/envelope';
import {
  AdminOrganizationDetailSchema,
  AdminOrganizationListQuerySchema,
  AdminOrganizationPageSchema,
  RejectOrganizationRequestSchema,
  VerificationDecisionResponseSchema,
} from '@app/contract/schemas/admin';
import { IdParamSchema } from '@app/contract/schemas/common';
import { DocumentDownloadQuerySchema, DocumentParamsSchema } from '@app/contract/schemas/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { DOCUMENT_FILE, isInline, replyWithFile } from '../../http/file-reply';
import { readDocument } from '../organizations/documents.service';
import { approveOrganization, getOrganizationDetail, listOrganizations, rejectOrganization } from './admin.service';

/** The admin console's calls; every route is for ADMIN only (403 for other roles). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = requireRole('ADMIN');

  app.get(
    '/api/v1/admin/organizations',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Organizations by verification status (pending first, oldest application first), searchable by name',
        querystring: AdminOrganizationListQuerySchema,
        response: { 200: envelopeOf(AdminOrganizationPageSchema) },
      },
    },
    async (request) => ok(await listOrganizations(deps, request.query)),
  );

  app.get(
    '/api/v1/admin/organizations/:id',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'An organization with its documents, members and verification audit log',
        params: IdParamSchema,
        response: { 200: envelopeOf(AdminOrganizationDetailSchema) },
      },
    },
    async (request) => ok(await getOrganizationDetail(deps, authOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/admin/organizations/:id/verification-documents/:docId',
    {
      config: { produces: DOCUMENT_FILE },
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'View (`?inline=1`) or download a verification document',
        params: DocumentParamsSchema,
        querystring: DocumentDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { doc, bytes } = await readDocument(deps, authOf(request), request.params.id, request.params.docId);
      return replyWithFile(reply, doc, bytes, isInline(request.query.inline));
    },
  );

  app.patch(
    '/api/v1/admin/organizations/:id/verification/approve',
    {
      config: { errors: ['INVALID_STATUS_TRANSITION'] },
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending organization (PENDING → APPROVED); notifies the company',
        params: IdParamSchema,
        response: { 200: envelopeOf(VerificationDecisionResponseSchema) },
      },
    },
    async (request) => ok(await approveOrganization(deps, authOf(request), request.params.id)),
  );

  app.patch(
    '/api/v1/admin/organizations/:id/verification/reject',
    {
      config: { errors: ['INVALID_STATUS_TRANSITION'] },
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending organization with reasons (logo, documents, general; at least one)',
        params: IdParamSchema,
        body: RejectOrganizationRequestSchema,
        response: { 200: envelopeOf(VerificationDecisionResponseSchema) },
      },
    },
    async (request) => ok(await rejectOrganization(deps, authOf(request), request.params.id, request.body)),
  );
};
