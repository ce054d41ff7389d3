import { envelopeOf } from '@app/contract/envelope';
import { CompanyDirectoryPageSchema, CompanyDirectoryQuerySchema } from '@app/contract/schemas/company-directory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { listCompanyDirectory } from './company-directory.service';

export const companyDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/v1/organizations/directory',
    {
      onRequest: requireRole(),
      schema: {
        tags: ['organizations'],
        summary: 'Verified companies by name, searchable in English and Korean, in keyset pages (any signed-in user)',
        querystring: CompanyDirectoryQuerySchema,
        response: { 200: envelopeOf(CompanyDirectoryPageSchema) },
      },
    },
    async (request) => ok(await listCompanyDirectory(deps, request.query)),
  );
};
