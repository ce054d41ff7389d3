import { envelopeOf } from '@app/contract/envelope';
import { CountryListSchema } from '@app/contract/schemas/country';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { listCountries } from './countries.service';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/country-region',
    {
      schema: {
        tags: ['countries'],
        summary: 'Every country with names in ko, en, ja, vi, calling code and time zone',
        response: { 200: envelopeOf(CountryListSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return ok(listCountries());
    },
  );
};
