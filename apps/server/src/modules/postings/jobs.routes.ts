import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  JobDetailSchema,
  JobSearchPageSchema,
  JobSearchQuerySchema,
  OrgParamsSchema,
  PageFieldsSchema,
  PostingCardPageSchema,
  RecommendedPostingPageSchema,
} from '@app/contract/schemas/posting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { getJobDetail, listPublicOrganizationPostings, searchJobs } from './jobs.service';
import { getRecommendedPostings } from './recommendations.service';

/**
 * Browsing postings. Any signed-in user may search and read open postings (companies look at the market, admins
 * moderate); following and applying are for talents (follows and applications routes).
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['jobs'];

  app.get(
    '/api/v1/jobs',
    {
      onRequest: requireRole(),
      schema: {
        tags,
        summary:
          'Search open postings: keyword in either language (known job titles, skills, places and job words match in both; other words as text), country, types, modes, salary, categories, experience; ranked by relevance with a keyword. The count stops at 1,000 (totalIsCapped).',
        querystring: JobSearchQuerySchema,
        response: { 200: envelopeOf(JobSearchPageSchema) },
      },
    },
    async (request) => ok(await searchJobs(deps, authOf(request), request.query)),
  );

  app.get(
    '/api/v1/jobs/:id',
    {
      onRequest: requireRole(),
      schema: {
        tags,
        summary: "A posting as talents see it, with the caller's application; counts one view per viewer per day",
        params: IdParamSchema,
        response: { 200: envelopeOf(JobDetailSchema) },
      },
    },
    async (request) => ok(await getJobDetail(deps, authOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/organizations/:orgId/job-postings/public',
    {
      onRequest: requireRole(),
      schema: {
        tags,
        summary: "The company page's open postings, newest first",
        params: OrgParamsSchema,
        querystring: PageFieldsSchema,
        response: { 200: envelopeOf(PostingCardPageSchema) },
      },
    },
    async (request) =>
      ok(await listPublicOrganizationPostings(deps, authOf(request), request.params.orgId, request.query)),
  );

  app.get(
    '/api/v1/user/dashboards/job-postings',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags,
        summary: "Open postings recommended from the talent's job roles, tech stacks and interests, with reasons",
        querystring: PageFieldsSchema,
        response: { 200: envelopeOf(RecommendedPostingPageSchema) },
      },
    },
    async (request) => ok(await getRecommendedPostings(deps, authOf(request), request.query)),
  );
};
