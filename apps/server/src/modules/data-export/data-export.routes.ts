import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import { DataExportListSchema, DataExportSchema } from '@app/contract/schemas/data-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { replyWithFile } from '../../http/file-reply';
import * as exports from './data-export.service';

export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/api/v1/user/data-exports',
    {
      // Getting one's data is a right that does not wait for consent to a changed policy.
      config: { errors: ['TOO_MANY_REQUESTS'], beforeConsent: true },
      onRequest: requireRole('NORMAL', 'ORGANIZATION'),
      schema: {
        tags: ['account'],
        summary: 'Ask for a ZIP of all your data, prepared in the background (a mail tells when it is ready)',
        response: { 202: envelopeOf(DataExportSchema) },
      },
    },
    async (request, reply) => {
      reply.status(202);
      return ok(await exports.requestExport(deps, authOf(request)));
    },
  );

  app.get(
    '/api/v1/user/data-exports',
    {
      onRequest: requireRole('NORMAL', 'ORGANIZATION'),
      schema: {
        tags: ['account'],
        summary: 'Your latest data exports with their progress and, when ready, the download address',
        response: { 200: envelopeOf(DataExportListSchema) },
      },
    },
    async (request) => ok(await exports.listMyExports(deps, authOf(request))),
  );

  app.get(
    '/api/v1/user/data-exports/:id/download',
    {
      config: {
        errors: ['EXPORT_EXPIRED'],
        produces: { description: 'The ZIP of your data', content: { 'application/zip': 'binary' } },
      },
      onRequest: requireRole('NORMAL', 'ORGANIZATION'),
      schema: {
        tags: ['account'],
        summary: 'Download one of your data exports (for 7 days after it is ready)',
        params: IdParamSchema,
      },
    },
    async (request, reply) => {
      const file = await exports.openExportDownload(deps, authOf(request), request.params.id);
      return replyWithFile(
        reply,
        { contentType: 'application/zip', fileName: file.fileName, length: file.length },
        file.stream,
        false,
      );
    },
  );
};
