import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import { PublicCompanySchema, PublicHomeSchema, PublicJobSchema } from '@app/contract/schemas/public-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { getPublicCompanyPage, getPublicHome, getPublicJobPage } from './public-pages.service';

/**
 * What anyone may read without signing in: open postings of verified companies, verified companies' pages and the
 * landing page's lists. The signed-in routes (`/jobs/{id}`, `/organizations/{id}/public`) keep their rules.
 */
export const publicPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['public'];

  app.get(
    '/api/v1/public/home',
    {
      schema: {
        tags,
        summary: 'The landing page: the newest open postings and verified companies hiring (anyone, no sign-in)',
        response: { 200: envelopeOf(PublicHomeSchema) },
      },
    },
    async () => ok(await getPublicHome(deps)),
  );

  app.get(
    '/api/v1/public/jobs/:id',
    {
      config: { errors: ['POSTING_GONE'] },
      schema: {
        tags,
        summary:
          'An open posting of a verified company (anyone, no sign-in): 410 POSTING_GONE once it closed or ended, 404 when hidden or never public',
        params: IdParamSchema,
        response: { 200: envelopeOf(PublicJobSchema) },
      },
    },
    async (request) => ok(await getPublicJobPage(deps, request.params.id)),
  );

  app.get(
    '/api/v1/public/organizations/:id',
    {
      schema: {
        tags,
        summary: "A verified company's page and newest open postings (anyone, no sign-in; no contact data)",
        params: IdParamSchema,
        response: { 200: envelopeOf(PublicCompanySchema) },
      },
    },
    async (request) => ok(await getPublicCompanyPage(deps, request.params.id)),
  );
};
