import { envelopeOf } from '@app/contract/envelope';
import {
  ApplicationDetailSchema,
  OrgApplicationParamsSchema,
  OrgPostingParamsSchema,
  StageCountsSchema,
} from '@app/contract/schemas/hiring';
import {
  OfferReturnRequestSchema,
  OfferSettingsResponseSchema,
  OfferSettingsSchema,
} from '@app/contract/schemas/offer';
import { OrgParamsSchema } from '@app/contract/schemas/posting';
import { RecruitingAnalyticsQuerySchema, RecruitingAnalyticsSchema } from '@app/contract/schemas/recruiting-analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import { getOfferSettings, setOfferSettings } from '../organizations/organizations.offer-settings.service';
import { recruitingAnalytics } from './hiring.analytics.service';
import { postingStageCounts } from './hiring.candidates.service';
import { approveOffer, returnOffer } from './hiring.offers.service';

/**
 * Offer approval and its setting, one posting's counts per stage (the pipeline board's columns), and the recruiting
 * analytics.
 */
export const hiringOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Decision 034: owners approve offers and set the approval rule; interviewers see their postings' stage counts.
  const reader = requireCapability('CANDIDATES_ASSIGNED');
  const decider = requireCapability('CANDIDATES_DECIDE');
  const analyst = requireCapability('CANDIDATES_ALL');
  const owner = requireCapability('ORGANIZATION_EDIT');
  const tags = ['hiring'];

  app.get(
    '/api/v1/organizations/:orgId/offer-settings',
    {
      onRequest: decider,
      schema: {
        tags,
        summary: 'Whether offers by members who are not owners wait for an owner’s approval',
        params: OrgParamsSchema,
        response: { 200: envelopeOf(OfferSettingsResponseSchema) },
      },
    },
    async (request) => ok(await getOfferSettings(deps, authOf(request), request.params.orgId)),
  );

  app.put(
    '/api/v1/organizations/:orgId/offer-settings',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Turn offer approval on or off (owners only; 403 for other members)',
        params: OrgParamsSchema,
        body: OfferSettingsSchema,
        response: { 200: envelopeOf(OfferSettingsResponseSchema) },
      },
    },
    async (request) => ok(await setOfferSettings(deps, authOf(request), request.params.orgId, request.body)),
  );

  app.post(
    '/api/v1/organizations/:orgId/job-applications/:appId/offer/approve',
    {
      onRequest: owner,
      config: { errors: ['OFFER_NOT_AWAITING_APPROVAL', 'OFFER_EXPIRED', 'INVALID_APPLICATION_TRANSITION'] },
      schema: {
        tags,
        summary: 'Approve the offer waiting for approval: it is sent to the talent (owners only)',
        params: OrgApplicationParamsSchema,
        response: { 200: envelopeOf(ApplicationDetailSchema) },
      },
    },
    async (request) => ok(await approveOffer(deps, authOf(request), request.params.orgId, request.params.appId)),
  );

  app.post(
    '/api/v1/organizations/:orgId/job-applications/:appId/offer/return',
    {
      onRequest: owner,
      config: { errors: ['OFFER_NOT_AWAITING_APPROVAL'] },
      schema: {
        tags,
        summary: 'Return the offer waiting for approval to its maker with a note (owners only)',
        params: OrgApplicationParamsSchema,
        body: OfferReturnRequestSchema,
        response: { 200: envelopeOf(ApplicationDetailSchema) },
      },
    },
    async (request) =>
      ok(await returnOffer(deps, authOf(request), request.params.orgId, request.params.appId, request.body.note)),
  );

  app.get(
    '/api/v1/organizations/:orgId/job-postings/:jobId/stage-counts',
    {
      onRequest: reader,
      schema: {
        tags,
        summary: "The posting's applications per stage (withdrawn ones left out), from one grouped index scan",
        params: OrgPostingParamsSchema,
        response: { 200: envelopeOf(StageCountsSchema) },
      },
    },
    async (request) => ok(await postingStageCounts(deps, authOf(request), request.params.orgId, request.params.jobId)),
  );

  app.get(
    '/api/v1/organizations/:orgId/recruiting-analytics',
    {
      onRequest: analyst,
      schema: {
        tags,
        summary:
          'Applicants over time, stage conversion, median time in each stage and to hire, and sources, for a period',
        params: OrgParamsSchema,
        querystring: RecruitingAnalyticsQuerySchema,
        response: { 200: envelopeOf(RecruitingAnalyticsSchema) },
      },
    },
    async (request) => ok(await recruitingAnalytics(deps, authOf(request), request.params.orgId, request.query)),
  );
};
