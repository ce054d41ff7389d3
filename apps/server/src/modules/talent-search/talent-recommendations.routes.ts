import { envelopeOf } from '@app/contract/envelope';
import { DashboardTalentsQuerySchema, RecommendedTalentPageSchema } from '@app/contract/schemas/talent-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { recommendTalents } from './talent-recommendations.service';

export const talentRecommendationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/v1/dashboards/talents',
    {
      onRequest: requireCapability('TALENTS_SEARCH'),
      config: { errors: ['NOT_FOUND', 'ORGANIZATION_NOT_VERIFIED'] },
      schema: {
        tags: ['recommendations'],
        summary:
          "Recommended talents ranked by the match score: against the organization's open postings (type=RECOMMENDED) or one posting (type=POSTING&postingId=), each with its reasons",
        querystring: DashboardTalentsQuerySchema,
        response: { 200: envelopeOf(RecommendedTalentPageSchema) },
      },
    },
    async (request) => ok(await recommendTalents(deps, authOf(request), requestLanguage(request), request.query)),
  );
};
