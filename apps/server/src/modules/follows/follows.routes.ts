import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  FollowedCompanyPageSchema,
  FollowedPostingPageSchema,
  FollowStateSchema,
  PageFieldsSchema,
} from '@app/contract/schemas/posting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  followOrganization,
  followPosting,
  listFollowedOrganizations,
  listFollowedPostings,
  unfollowOrganization,
  unfollowPosting,
} from './follows.service';

/** Talents follow postings and companies; only talents (403 for other roles). */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = requireRole('NORMAL');
  const tags = ['follows'];

  app.put(
    '/api/v1/jobs/:id/follow',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Follow a posting',
        params: IdParamSchema,
        response: { 200: envelopeOf(FollowStateSchema) },
      },
    },
    async (request) => ok(await followPosting(deps, authOf(request), request.params.id)),
  );

  app.delete(
    '/api/v1/jobs/:id/follow',
    {
      // Idempotent: unfollowing what is not followed (or does not exist) succeeds.
      config: { omitErrors: ['NOT_FOUND'] },
      onRequest,
      schema: {
        tags,
        summary: 'Stop following a posting',
        params: IdParamSchema,
        response: { 200: envelopeOf(FollowStateSchema) },
      },
    },
    async (request) => ok(await unfollowPosting(deps, authOf(request), request.params.id)),
  );

  app.put(
    '/api/v1/organizations/:id/follow',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Follow a company',
        params: IdParamSchema,
        response: { 200: envelopeOf(FollowStateSchema) },
      },
    },
    async (request) => ok(await followOrganization(deps, authOf(request), request.params.id)),
  );

  app.delete(
    '/api/v1/organizations/:id/follow',
    {
      // Idempotent: unfollowing what is not followed (or does not exist) succeeds.
      config: { omitErrors: ['NOT_FOUND'] },
      onRequest,
      schema: {
        tags,
        summary: 'Stop following a company',
        params: IdParamSchema,
        response: { 200: envelopeOf(FollowStateSchema) },
      },
    },
    async (request) => ok(await unfollowOrganization(deps, authOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/users/:id/followed-jobs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Postings the talent follows ({id} is the caller), most recently followed first',
        params: IdParamSchema,
        querystring: PageFieldsSchema,
        response: { 200: envelopeOf(FollowedPostingPageSchema) },
      },
    },
    async (request) => ok(await listFollowedPostings(deps, authOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/v1/users/:id/followed-companies',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Companies the talent follows ({id} is the caller), with their open posting counts',
        params: IdParamSchema,
        querystring: PageFieldsSchema,
        response: { 200: envelopeOf(FollowedCompanyPageSchema) },
      },
    },
    async (request) => ok(await listFollowedOrganizations(deps, authOf(request), request.params.id, request.query)),
  );
};
