import { envelopeOf } from '@app/contract/envelope';
import { TALENT_FILE_MAX_BYTES, TALENT_FILES_MAX } from '@app/contract/limits';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  TalentFileListSchema,
  TalentFileParamsSchema,
  TalentFileSchema,
  TalentFileUploadQuerySchema,
} from '@app/contract/schemas/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { PDF_FILE, replyWithFile } from '../../http/file-reply';
import { listTalentFiles, readTalentFile, removeTalentFile, uploadTalentFile } from './talent-files.service';

const BASE = '/api/v1/users/:id/files';
const FileFormSchema = z.object({ file: z.file() });

/** A talent's CV and portfolio PDFs: private to the talent, and to the companies an application sent them to. */
export const talentFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = requireRole('NORMAL');
  const tags = ['resumes'];

  app.get(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        summary: "The talent's CV and portfolio files",
        params: IdParamSchema,
        response: { 200: envelopeOf(TalentFileListSchema) },
      },
    },
    async (request) => ok(await listTalentFiles(deps, authOf(request), request.params.id)),
  );

  app.post(
    BASE,
    {
      onRequest,
      config: {
        multipart: FileFormSchema,
        errors: ['FILE_TOO_LARGE', 'TOO_MANY_FILES', 'UNSUPPORTED_FILE_TYPE', 'PDF_ACTIVE_CONTENT'],
      },
      schema: {
        tags,
        summary: `Upload a CV or portfolio PDF (multipart \`file\`; at most ${TALENT_FILE_MAX_BYTES / 1024 / 1024} MB and ${TALENT_FILES_MAX} files; PDFs with scripts or embedded files are refused)`,
        consumes: ['multipart/form-data'],
        params: IdParamSchema,
        querystring: TalentFileUploadQuerySchema,
        response: { 201: envelopeOf(TalentFileSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415);
      const parts = request.parts({
        limits: { fileSize: TALENT_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3 },
      });
      const file = await uploadTalentFile(deps, authOf(request), request.params.id, request.query.kind, parts);
      return reply.status(201).send(ok(file, 201));
    },
  );

  app.get(
    `${BASE}/:fileId`,
    {
      onRequest,
      config: { produces: PDF_FILE },
      schema: { tags, summary: 'Download one of the files (attachment)', params: TalentFileParamsSchema },
    },
    async (request, reply) => {
      const { file, bytes } = await readTalentFile(deps, authOf(request), request.params.id, request.params.fileId);
      return replyWithFile(reply, file, bytes, false);
    },
  );

  app.delete(
    `${BASE}/:fileId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a file (applications that sent it keep their copy)',
        params: TalentFileParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await removeTalentFile(deps, authOf(request), request.params.id, request.params.fileId);
      return ok(null);
    },
  );
};
