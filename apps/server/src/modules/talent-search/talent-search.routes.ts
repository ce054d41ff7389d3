import { envelopeOf } from '@app/contract/envelope';
import { PageQuerySchema } from '@app/contract/schemas/common';
import { GroupTalentsQuerySchema, OrgParamsSchema } from '@app/contract/schemas/talent-group';
import {
  SavedSearchListSchema,
  SavedSearchParamsSchema,
  SavedSearchRequestSchema,
  SavedSearchSchema,
  TalentCardPageSchema,
  TalentPreviewParamsSchema,
  TalentPreviewQuerySchema,
  TalentPreviewSchema,
  TalentSearchPageSchema,
  TalentSearchQuerySchema,
} from '@app/contract/schemas/talent-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { listGroupTalents } from './group-talents.service';
import { getTalentPreview } from './talent-preview.service';
import {
  createSavedSearch,
  editSavedSearch,
  getSavedSearch,
  listSavedSearches,
  removeSavedSearch,
  runSavedSearch,
  searchTalents,
} from './talent-search.service';

const DeletedSchema = z.object({ id: z.number().int(), deleted: z.boolean() });

/** Companies search and preview talents and keep saved searches; `{orgId}` must be the caller's organization. */
export const talentSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = requireCapability('TALENTS_SEARCH');
  const tags = ['talent search'];

  app.get(
    '/api/v1/users/talent',
    {
      config: { errors: ['ORGANIZATION_NOT_VERIFIED'] },
      onRequest,
      schema: {
        tags,
        summary:
          'Search talents who seek work or accept offers: keyword (Korean and English substrings), job roles, skills with minimum years (repeated skill=<categoryId>:<years>), total years, country, status, passed assessments (assessment=BACKEND:2), tag',
        querystring: TalentSearchQuerySchema,
        response: { 200: envelopeOf(TalentSearchPageSchema) },
      },
    },
    async (request) => ok(await searchTalents(deps, authOf(request), requestLanguage(request), request.query)),
  );

  app.get(
    '/api/v1/organizations/:orgId/talent-group/users',
    {
      config: { errors: ['ORGANIZATION_NOT_VERIFIED'] },
      onRequest: requireCapability('TALENT_NOTES'),
      schema: {
        tags: ['talent groups'],
        summary: 'Bookmarked talents as cards: one group (groupId) or all, optionally with a tag',
        params: OrgParamsSchema,
        querystring: GroupTalentsQuerySchema,
        response: { 200: envelopeOf(TalentCardPageSchema) },
      },
    },
    async (request) =>
      ok(await listGroupTalents(deps, authOf(request), requestLanguage(request), request.params.orgId, request.query)),
  );

  app.get(
    '/api/v1/organizations/:orgId/talents/:talentId',
    {
      config: { errors: ['ORGANIZATION_NOT_VERIFIED'] },
      onRequest,
      schema: {
        tags,
        summary:
          "A talent's profile for /company/talent-preview/{talentId}: bookmark, offer status, public assessments, e-mail once applied or a proposal accepted; with postingId, why the talent matches it",
        params: TalentPreviewParamsSchema,
        querystring: TalentPreviewQuerySchema,
        response: { 200: envelopeOf(TalentPreviewSchema) },
      },
    },
    async (request) =>
      ok(
        await getTalentPreview(
          deps,
          authOf(request),
          requestLanguage(request),
          request.params.orgId,
          request.params.talentId,
          request.query.postingId,
        ),
      ),
  );

  app.get(
    '/api/v1/organizations/:orgId/saved-searches',
    {
      onRequest,
      schema: {
        tags,
        summary: "The organization's saved talent searches",
        params: OrgParamsSchema,
        response: { 200: envelopeOf(SavedSearchListSchema) },
      },
    },
    async (request) => ok(await listSavedSearches(deps, authOf(request), request.params.orgId)),
  );

  app.post(
    '/api/v1/organizations/:orgId/saved-searches',
    {
      config: { errors: ['SAVED_SEARCH_NAME_TAKEN'] },
      onRequest,
      schema: {
        tags,
        summary: 'Save a talent search (a name and the filters)',
        params: OrgParamsSchema,
        body: SavedSearchRequestSchema,
        response: { 201: envelopeOf(SavedSearchSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createSavedSearch(deps, authOf(request), request.params.orgId, request.body), 201)),
  );

  app.get(
    '/api/v1/organizations/:orgId/saved-searches/:searchId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One saved search',
        params: SavedSearchParamsSchema,
        response: { 200: envelopeOf(SavedSearchSchema) },
      },
    },
    async (request) => ok(await getSavedSearch(deps, authOf(request), request.params.orgId, request.params.searchId)),
  );

  app.put(
    '/api/v1/organizations/:orgId/saved-searches/:searchId',
    {
      config: { errors: ['SAVED_SEARCH_NAME_TAKEN'] },
      onRequest,
      schema: {
        tags,
        summary: 'Rename a saved search or change its filters',
        params: SavedSearchParamsSchema,
        body: SavedSearchRequestSchema,
        response: { 200: envelopeOf(SavedSearchSchema) },
      },
    },
    async (request) =>
      ok(await editSavedSearch(deps, authOf(request), request.params.orgId, request.params.searchId, request.body)),
  );

  app.delete(
    '/api/v1/organizations/:orgId/saved-searches/:searchId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: SavedSearchParamsSchema,
        response: { 200: envelopeOf(DeletedSchema) },
      },
    },
    async (request) =>
      ok(await removeSavedSearch(deps, authOf(request), request.params.orgId, request.params.searchId)),
  );

  app.get(
    '/api/v1/organizations/:orgId/saved-searches/:searchId/talents',
    {
      config: { errors: ['ORGANIZATION_NOT_VERIFIED'] },
      onRequest,
      schema: {
        tags,
        summary: 'Run a saved search again',
        params: SavedSearchParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: envelopeOf(TalentSearchPageSchema) },
      },
    },
    async (request) =>
      ok(
        await runSavedSearch(
          deps,
          authOf(request),
          requestLanguage(request),
          request.params.orgId,
          request.params.searchId,
          request.query,
        ),
      ),
  );
};
