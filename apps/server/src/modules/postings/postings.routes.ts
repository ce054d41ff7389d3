import { envelopeOf } from '@app/contract/envelope';
import {
  CompanyPostingSchema,
  DeletedPostingSchema,
  OrgParamsSchema,
  OrgPostingListQuerySchema,
  PostingCardPageSchema,
  PostingParamsSchema,
  PostingRequestSchema,
  PostingStatusQuerySchema,
} from '@app/contract/schemas/posting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  changePostingStatus,
  copyPosting,
  createPosting,
  getCompanyPosting,
  listCompanyPostings,
  removePosting,
  updateCompanyPosting,
} from './postings.service';

/** A company manages its own postings; `{orgId}` must be the caller's organization (404 otherwise). */
export const postingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Postings are for owners and recruiters (decision 034).
  const onRequest = requireCapability('POSTINGS_MANAGE');
  const tags = ['job postings'];

  app.post(
    '/api/v1/organizations/:orgId/job-posting',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a posting; it starts HIDDEN (a draft)',
        params: OrgParamsSchema,
        body: PostingRequestSchema,
        response: { 201: envelopeOf(CompanyPostingSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createPosting(deps, authOf(request), request.params.orgId, request.body), 201)),
  );

  app.get(
    '/api/v1/organizations/:orgId/job-postings',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "The organization's postings by status and progress, sorted by creation, deadline, views or applicants",
        params: OrgParamsSchema,
        querystring: OrgPostingListQuerySchema,
        response: { 200: envelopeOf(PostingCardPageSchema) },
      },
    },
    async (request) => ok(await listCompanyPostings(deps, authOf(request), request.params.orgId, request.query)),
  );

  app.get(
    '/api/v1/organizations/:orgId/job-postings/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One posting of the organization (edit form and preview)',
        params: PostingParamsSchema,
        response: { 200: envelopeOf(CompanyPostingSchema) },
      },
    },
    async (request) => ok(await getCompanyPosting(deps, authOf(request), request.params.orgId, request.params.id)),
  );

  app.put(
    '/api/v1/organizations/:orgId/job-postings/:id',
    {
      config: { errors: ['POSTING_CLOSED'] },
      onRequest,
      schema: {
        tags,
        summary: 'Replace the posting; a closed (DELETED) posting cannot change',
        params: PostingParamsSchema,
        body: PostingRequestSchema,
        response: { 200: envelopeOf(CompanyPostingSchema) },
      },
    },
    async (request) =>
      ok(await updateCompanyPosting(deps, authOf(request), request.params.orgId, request.params.id, request.body)),
  );

  app.patch(
    '/api/v1/organizations/:orgId/job-postings/:id',
    {
      config: {
        errors: [
          'POSTING_CLOSED',
          'POSTING_REQUIRES_APPROVAL',
          'FORBIDDEN_QUESTIONS_UNACKNOWLEDGED',
          'UNDECIDED_APPLICATIONS',
        ],
      },
      onRequest,
      schema: {
        tags,
        summary:
          'Change the status: VISIBLE (only an approved organization; forbidden-question findings need acknowledgeForbiddenQuestions=true), HIDDEN, or DELETED (closed; cannot be reopened; undecided applicants need notifyUndecided=true, which ends them with the default result notice)',
        params: PostingParamsSchema,
        querystring: PostingStatusQuerySchema,
        response: { 200: envelopeOf(CompanyPostingSchema) },
      },
    },
    async (request) =>
      ok(
        await changePostingStatus(
          deps,
          authOf(request),
          request.params.orgId,
          request.params.id,
          request.query.jobPostingStatus,
          request.query,
        ),
      ),
  );

  app.delete(
    '/api/v1/organizations/:orgId/job-postings/:id',
    {
      config: { errors: ['POSTING_HAS_APPLICATIONS'] },
      onRequest,
      schema: {
        tags,
        summary: 'Delete a posting nobody applied to (409 POSTING_HAS_APPLICATIONS otherwise: close it instead)',
        params: PostingParamsSchema,
        response: { 200: envelopeOf(DeletedPostingSchema) },
      },
    },
    async (request) => ok(await removePosting(deps, authOf(request), request.params.orgId, request.params.id)),
  );

  app.post(
    '/api/v1/organizations/:orgId/job-postings/:id/copy',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Copy a posting into a new HIDDEN draft',
        params: PostingParamsSchema,
        response: { 201: envelopeOf(CompanyPostingSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await copyPosting(deps, authOf(request), request.params.orgId, request.params.id), 201)),
  );
};
