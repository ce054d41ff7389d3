import { envelopeOf } from '@app/contract/envelope';
import {
  GroupParamsSchema,
  GroupTalentParamsSchema,
  OrgParamsSchema,
  OrgUserParamsSchema,
  TalentGroupListSchema,
  TalentGroupMembershipSchema,
  TalentGroupRequestSchema,
  TalentGroupSchema,
} from '@app/contract/schemas/talent-group';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  addTalentToGroup,
  createGroup,
  getTalentGroupOf,
  listGroups,
  removeGroup,
  removeTalentFromGroup,
  updateGroup,
} from './talent-groups.service';

const DeletedSchema = z.object({ id: z.number().int(), deleted: z.boolean() });

/**
 * Talent groups (talents of interest, spec §7): paths exactly as the spec writes them. A bookmarked talent sits in one
 * group of the organization. Replaces the unfinished /talent/addTalentToInterest.
 */
export const talentGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = requireCapability('TALENT_NOTES');
  const tags = ['talent groups'];

  app.get(
    '/api/v1/organizations/:orgId/talent-group',
    {
      onRequest,
      schema: {
        tags,
        summary: "The organization's talent groups with their sizes",
        params: OrgParamsSchema,
        response: { 200: envelopeOf(TalentGroupListSchema) },
      },
    },
    async (request) => ok(await listGroups(deps, authOf(request), request.params.orgId)),
  );

  app.post(
    '/api/v1/organizations/:orgId/talent-group',
    {
      config: { errors: ['TALENT_GROUP_NAME_TAKEN'] },
      onRequest,
      schema: {
        tags,
        summary: 'Create a group; names are unique per organization ignoring case (409)',
        params: OrgParamsSchema,
        body: TalentGroupRequestSchema,
        response: { 201: envelopeOf(TalentGroupSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createGroup(deps, authOf(request), request.params.orgId, request.body.name), 201)),
  );

  app.put(
    '/api/v1/organizations/:orgId/talent-group/:groupId',
    {
      config: { errors: ['TALENT_GROUP_NAME_TAKEN'] },
      onRequest,
      schema: {
        tags,
        summary: 'Rename a group',
        params: GroupParamsSchema,
        body: TalentGroupRequestSchema,
        response: { 200: envelopeOf(TalentGroupSchema) },
      },
    },
    async (request) =>
      ok(await updateGroup(deps, authOf(request), request.params.orgId, request.params.groupId, request.body.name)),
  );

  app.delete(
    '/api/v1/organizations/:orgId/talent-group/:groupId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a group; its talents are no longer bookmarked',
        params: GroupParamsSchema,
        response: { 200: envelopeOf(DeletedSchema) },
      },
    },
    async (request) => ok(await removeGroup(deps, authOf(request), request.params.orgId, request.params.groupId)),
  );

  app.get(
    '/api/v1/organizations/:orgId/talent-group/users/:userId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Which group of the organization the talent is in (groupId null when not bookmarked)',
        params: OrgUserParamsSchema,
        response: { 200: envelopeOf(TalentGroupMembershipSchema) },
      },
    },
    async (request) => ok(await getTalentGroupOf(deps, authOf(request), request.params.orgId, request.params.userId)),
  );

  app.post(
    '/api/v1/organizations/:orgId/talent-group/:groupId/users/:talentId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Bookmark a talent into the group (moves them from another group of the organization)',
        params: GroupTalentParamsSchema,
        response: { 200: envelopeOf(TalentGroupMembershipSchema) },
      },
    },
    async (request) =>
      ok(
        await addTalentToGroup(
          deps,
          authOf(request),
          request.params.orgId,
          request.params.groupId,
          request.params.talentId,
        ),
      ),
  );

  app.delete(
    '/api/v1/organizations/:orgId/talent-group/:groupId/users/:talentId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Take a talent out of the group',
        params: GroupTalentParamsSchema,
        response: { 200: envelopeOf(TalentGroupMembershipSchema) },
      },
    },
    async (request) =>
      ok(
        await removeTalentFromGroup(
          deps,
          authOf(request),
          request.params.orgId,
          request.params.groupId,
          request.params.talentId,
        ),
      ),
  );
};
