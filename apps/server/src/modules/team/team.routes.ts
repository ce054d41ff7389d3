import { envelopeOf } from '@app/contract/envelope';
import { OrgParamsSchema } from '@app/contract/schemas/posting';
import {
  InvitationListSchema,
  InvitationParamsSchema,
  InvitationRequestSchema,
  MemberParamsSchema,
  MemberRoleRequestSchema,
  PostingInterviewersParamsSchema,
  PostingInterviewersRequestSchema,
  PostingInterviewersSchema,
  TeamMemberListSchema,
} from '@app/contract/schemas/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import { getPostingInterviewers, setPostingInterviewers } from './team.assignments.service';
import { inviteMember, listInvitations, revokeInvitation } from './team.invitations.service';
import { changeMemberRole, listMembers, removeMember } from './team.members.service';

const Empty = envelopeOf(z.null());

/** The organization's hiring team: members and roles, invitations, interviewers of postings (decision 034). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['team'];
  const manage = requireCapability('MEMBERS_MANAGE');
  const base = '/api/v1/organizations/:orgId';

  app.get(
    `${base}/members`,
    {
      onRequest: requireCapability('TEAM_VIEW'),
      schema: {
        tags,
        summary: "The organization's members with their roles",
        params: OrgParamsSchema,
        response: { 200: envelopeOf(TeamMemberListSchema) },
      },
    },
    async (request) => ok(await listMembers(deps, authOf(request), request.params.orgId)),
  );

  app.put(
    `${base}/members/:memberId/role`,
    {
      config: { errors: ['NOT_A_MEMBER', 'LAST_OWNER'] },
      onRequest: manage,
      schema: {
        tags,
        summary: "Change a member's role (the last owner stays an owner)",
        params: MemberParamsSchema,
        body: MemberRoleRequestSchema,
        response: { 200: envelopeOf(TeamMemberListSchema) },
      },
    },
    async (request) =>
      ok(
        await changeMemberRole(
          deps,
          authOf(request),
          request.params.orgId,
          request.params.memberId,
          request.body.memberRole,
        ),
      ),
  );

  app.delete(
    `${base}/members/:memberId`,
    {
      config: { errors: ['NOT_A_MEMBER', 'LAST_OWNER'] },
      onRequest: manage,
      schema: {
        tags,
        summary: 'Remove a member; their sessions end at once (the last owner cannot be removed)',
        params: MemberParamsSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await removeMember(deps, authOf(request), request.params.orgId, request.params.memberId);
      return ok(null);
    },
  );

  app.delete(
    `${base}/membership`,
    {
      config: { errors: ['LAST_OWNER'] },
      onRequest: requireCapability('TEAM_VIEW'),
      schema: {
        tags,
        summary: 'Leave the organization (not as its last owner); the sessions end',
        params: OrgParamsSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await removeMember(deps, auth, request.params.orgId, auth.userId);
      return ok(null);
    },
  );

  app.get(
    `${base}/invitations`,
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Open invitations (not accepted, not expired), newest first',
        params: OrgParamsSchema,
        response: { 200: envelopeOf(InvitationListSchema) },
      },
    },
    async (request) => ok(await listInvitations(deps, authOf(request), request.params.orgId)),
  );

  app.post(
    `${base}/invitations`,
    {
      config: { errors: ['ALREADY_IN_ORGANIZATION', 'TOO_MANY_REQUESTS'] },
      onRequest: manage,
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role (a link valid 7 days; a new one replaces an open one)',
        params: OrgParamsSchema,
        body: InvitationRequestSchema,
        response: { 201: envelopeOf(InvitationListSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await inviteMember(deps, authOf(request), request.params.orgId, request.body), 201)),
  );

  app.delete(
    `${base}/invitations/:invitationId`,
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Revoke an open invitation (its link stops working)',
        params: InvitationParamsSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await revokeInvitation(deps, authOf(request), request.params.orgId, request.params.invitationId);
      return ok(null);
    },
  );

  app.get(
    `${base}/job-postings/:jobId/interviewers`,
    {
      onRequest: requireCapability('POSTINGS_MANAGE'),
      schema: {
        tags,
        summary: 'The members assigned to a posting (interviewers see only their postings’ candidates)',
        params: PostingInterviewersParamsSchema,
        response: { 200: envelopeOf(PostingInterviewersSchema) },
      },
    },
    async (request) =>
      ok(await getPostingInterviewers(deps, authOf(request), request.params.orgId, request.params.jobId)),
  );

  app.put(
    `${base}/job-postings/:jobId/interviewers`,
    {
      onRequest: requireCapability('POSTINGS_MANAGE'),
      schema: {
        tags,
        summary: 'Set the members assigned to a posting (the whole set; each must be a member)',
        params: PostingInterviewersParamsSchema,
        body: PostingInterviewersRequestSchema,
        response: { 200: envelopeOf(PostingInterviewersSchema) },
      },
    },
    async (request) =>
      ok(
        await setPostingInterviewers(
          deps,
          authOf(request),
          request.params.orgId,
          request.params.jobId,
          request.body.userIds,
        ),
      ),
  );
};
