import { envelopeOf } from '@app/contract/envelope';
import {
  MemoPageQuerySchema,
  MemoParamsSchema,
  OrganizationTagListSchema,
  OrganizationTagSchema,
  OrgParamsSchema,
  OrgTalentParamsSchema,
  TagParamsSchema,
  TalentMemoPageSchema,
  TalentMemoRequestSchema,
  TalentMemoSchema,
  TalentTagsRequestSchema,
  TalentTagsSchema,
} from '@app/contract/schemas/talent-group';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  createMemo,
  editMemo,
  getMemo,
  getTalentTags,
  listMemos,
  listOrganizationTags,
  removeMemo,
  removeOrganizationTag,
  setTalentTags,
} from './talent-notes.service';

const DeletedSchema = z.object({ id: z.number().int(), deleted: z.boolean() });

/**
 * Private tags and memos an organization keeps on talents (replaces the unfinished /talent/addTags and
 * /talent/addMemo). Only the organization's members reach them; no talent-facing call reveals them.
 */
export const talentNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = requireCapability('TALENT_NOTES');
  const tags = ['talent notes'];
  const base = '/api/v1/organizations/:orgId/talents/:talentId';

  app.put(
    `${base}/tags`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Set the organization's tags on a talent (the whole set)",
        params: OrgTalentParamsSchema,
        body: TalentTagsRequestSchema,
        response: { 200: envelopeOf(TalentTagsSchema) },
      },
    },
    async (request) =>
      ok(await setTalentTags(deps, authOf(request), request.params.orgId, request.params.talentId, request.body.tags)),
  );

  app.get(
    `${base}/tags`,
    {
      onRequest,
      schema: {
        tags,
        summary: "The organization's tags on a talent",
        params: OrgTalentParamsSchema,
        response: { 200: envelopeOf(TalentTagsSchema) },
      },
    },
    async (request) => ok(await getTalentTags(deps, authOf(request), request.params.orgId, request.params.talentId)),
  );

  app.get(
    '/api/v1/organizations/:orgId/tags',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every tag the organization uses, with how many talents carry it',
        params: OrgParamsSchema,
        response: { 200: envelopeOf(OrganizationTagListSchema) },
      },
    },
    async (request) => ok(await listOrganizationTags(deps, authOf(request), request.params.orgId)),
  );

  app.delete(
    '/api/v1/organizations/:orgId/tags/:tag',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Take a tag off every talent of the organization',
        params: TagParamsSchema,
        response: { 200: envelopeOf(OrganizationTagSchema) },
      },
    },
    async (request) => ok(await removeOrganizationTag(deps, authOf(request), request.params.orgId, request.params.tag)),
  );

  app.post(
    `${base}/memos`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a memo about a talent',
        params: OrgTalentParamsSchema,
        body: TalentMemoRequestSchema,
        response: { 201: envelopeOf(TalentMemoSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await createMemo(
              deps,
              authOf(request),
              request.params.orgId,
              request.params.talentId,
              request.body.content,
            ),
            201,
          ),
        ),
  );

  app.get(
    `${base}/memos`,
    {
      onRequest,
      schema: {
        tags,
        summary: "The organization's memos about a talent, newest first",
        params: OrgTalentParamsSchema,
        querystring: MemoPageQuerySchema,
        response: { 200: envelopeOf(TalentMemoPageSchema) },
      },
    },
    async (request) =>
      ok(await listMemos(deps, authOf(request), request.params.orgId, request.params.talentId, request.query)),
  );

  app.get(
    `${base}/memos/:memoId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'One memo',
        params: MemoParamsSchema,
        response: { 200: envelopeOf(TalentMemoSchema) },
      },
    },
    async (request) =>
      ok(await getMemo(deps, authOf(request), request.params.orgId, request.params.talentId, request.params.memoId)),
  );

  app.put(
    `${base}/memos/:memoId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit a memo',
        params: MemoParamsSchema,
        body: TalentMemoRequestSchema,
        response: { 200: envelopeOf(TalentMemoSchema) },
      },
    },
    async (request) =>
      ok(
        await editMemo(
          deps,
          authOf(request),
          request.params.orgId,
          request.params.talentId,
          request.params.memoId,
          request.body.content,
        ),
      ),
  );

  app.delete(
    `${base}/memos/:memoId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a memo',
        params: MemoParamsSchema,
        response: { 200: envelopeOf(DeletedSchema) },
      },
    },
    async (request) =>
      ok(await removeMemo(deps, authOf(request), request.params.orgId, request.params.talentId, request.params.memoId)),
  );
};
