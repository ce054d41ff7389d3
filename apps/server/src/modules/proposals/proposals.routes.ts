import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  OrgParamsSchema,
  OrgTalentParamsSchema,
  ProposalListQuerySchema,
  ProposalPageSchema,
  ProposalRequestSchema,
  ProposalSchema,
  UserProposalParamsSchema,
} from '@app/contract/schemas/talent-group';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireCapability, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import {
  acceptProposal,
  createProposal,
  declineProposal,
  listOrganizationProposals,
  listTalentProposals,
} from './proposals.service';

/** Companies propose their open postings to talents; talents accept (an application) or decline. */
export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const company = requireCapability('TALENTS_SEARCH');
  const talent = requireRole('NORMAL');
  const tags = ['proposals'];

  app.post(
    '/api/v1/organizations/:orgId/talents/:talentId/proposals',
    {
      config: {
        errors: [
          'ORGANIZATION_NOT_VERIFIED',
          'TALENT_NOT_OPEN_TO_OFFERS',
          'POSTING_CLOSED',
          'ALREADY_APPLIED',
          'PROPOSAL_ALREADY_OPEN',
        ],
      },
      onRequest: company,
      schema: {
        tags,
        summary:
          'Propose an open posting to a talent who accepts offers and has not applied; one open proposal per posting and talent',
        params: OrgTalentParamsSchema,
        body: ProposalRequestSchema,
        response: { 201: envelopeOf(ProposalSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await createProposal(deps, authOf(request), request.params.orgId, request.params.talentId, request.body),
            201,
          ),
        ),
  );

  app.get(
    '/api/v1/organizations/:orgId/talents/:talentId/proposals',
    {
      onRequest: company,
      schema: {
        tags,
        summary: "The organization's proposals to a talent, newest first",
        params: OrgTalentParamsSchema,
        querystring: ProposalListQuerySchema,
        response: { 200: envelopeOf(ProposalPageSchema) },
      },
    },
    async (request) =>
      ok(
        await listOrganizationProposals(
          deps,
          authOf(request),
          request.params.orgId,
          request.params.talentId,
          request.query,
        ),
      ),
  );

  app.get(
    '/api/v1/organizations/:orgId/proposals',
    {
      onRequest: company,
      schema: {
        tags,
        summary: "All of the organization's proposals, newest first",
        params: OrgParamsSchema,
        querystring: ProposalListQuerySchema,
        response: { 200: envelopeOf(ProposalPageSchema) },
      },
    },
    async (request) =>
      ok(await listOrganizationProposals(deps, authOf(request), request.params.orgId, null, request.query)),
  );

  app.get(
    '/api/v1/users/:id/proposals',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: 'Proposals the talent received ({id} is the caller), newest first',
        params: IdParamSchema,
        querystring: ProposalListQuerySchema,
        response: { 200: envelopeOf(ProposalPageSchema) },
      },
    },
    async (request) => ok(await listTalentProposals(deps, authOf(request), request.params.id, request.query)),
  );

  app.post(
    '/api/v1/users/:id/proposals/:proposalId/accept',
    {
      config: { errors: ['PROPOSAL_ANSWERED', 'POSTING_CLOSED', 'ALREADY_APPLIED', 'PROFILE_INCOMPLETE'] },
      onRequest: talent,
      schema: {
        tags,
        summary: 'Accept a proposal: applies to the posting in the same transaction',
        params: UserProposalParamsSchema,
        response: { 200: envelopeOf(ProposalSchema) },
      },
    },
    async (request) => ok(await acceptProposal(deps, authOf(request), request.params.id, request.params.proposalId)),
  );

  app.post(
    '/api/v1/users/:id/proposals/:proposalId/decline',
    {
      config: { errors: ['PROPOSAL_ANSWERED'] },
      onRequest: talent,
      schema: {
        tags,
        summary: 'Decline a proposal',
        params: UserProposalParamsSchema,
        response: { 200: envelopeOf(ProposalSchema) },
      },
    },
    async (request) => ok(await declineProposal(deps, authOf(request), request.params.id, request.params.proposalId)),
  );
};
