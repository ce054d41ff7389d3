import { envelopeOf } from '@app/contract/envelope';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_PER_UPLOAD_MAX } from '@app/contract/limits';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  DocumentDownloadQuerySchema,
  DocumentParamsSchema,
  UploadDocumentsResponseSchema,
  VerificationDocumentListSchema,
} from '@app/contract/schemas/organization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import { DOCUMENT_FILE, isInline, replyWithFile } from '../../http/file-reply';
import { requestLanguage } from '../../http/language';
import { listDocuments, readDocument, removeDocument, uploadDocuments } from './documents.service';

const BASE = '/api/v1/organizations/:id/verification-documents';

/** The upload form: each file part is one document (documented here; the handler reads the parts itself). */
const DocumentsFormSchema = z.object({ files: z.array(z.file()).min(1).max(DOCUMENTS_PER_UPLOAD_MAX) });

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    BASE,
    {
      config: {
        multipart: DocumentsFormSchema,
        errors: ['ORGANIZATION_LOCKED', 'FILE_TOO_LARGE', 'TOO_MANY_FILES', 'UNSUPPORTED_FILE_TYPE'],
      },
      onRequest: requireCapability('ORGANIZATION_EDIT'),
      schema: {
        tags: ['organizations'],
        summary: `Upload verification documents (multipart, up to ${DOCUMENTS_PER_UPLOAD_MAX} files of PDF, JPEG or PNG, ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB each); bad files are reported per file`,
        consumes: ['multipart/form-data'],
        params: IdParamSchema,
        response: { 201: envelopeOf(UploadDocumentsResponseSchema) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415);
      // A file over the limit is cut short and reported (truncated) instead of failing the whole upload;
      // the option is read at run time but missing from the plugin's types for `parts()`.
      const options = {
        limits: {
          fileSize: DOCUMENT_MAX_BYTES,
          files: DOCUMENTS_PER_UPLOAD_MAX,
          fields: 10,
          fieldSize: 1024,
          parts: 30,
        },
        throwFileSizeLimit: false,
      };
      const parts = request.parts(options);
      const result = await uploadDocuments(deps, auth, request.params.id, parts, requestLanguage(request));
      return reply.status(201).send(ok(result, 201));
    },
  );

  app.get(
    BASE,
    {
      onRequest: requireCapability('ORGANIZATION_EDIT', 'ADMIN'),
      schema: {
        tags: ['organizations'],
        summary: 'The verification documents of an organization (members and administrators)',
        params: IdParamSchema,
        response: { 200: envelopeOf(VerificationDocumentListSchema) },
      },
    },
    async (request) => ok(await listDocuments(deps, authOf(request), request.params.id)),
  );

  app.get(
    `${BASE}/:docId`,
    {
      config: { produces: DOCUMENT_FILE },
      onRequest: requireCapability('ORGANIZATION_EDIT', 'ADMIN'),
      schema: {
        tags: ['organizations'],
        summary: 'Download one document (attachment; `?inline=1` to view a PDF or image in the browser)',
        params: DocumentParamsSchema,
        querystring: DocumentDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { doc, bytes } = await readDocument(deps, authOf(request), request.params.id, request.params.docId);
      return replyWithFile(reply, doc, bytes, isInline(request.query.inline));
    },
  );

  app.delete(
    `${BASE}/:docId`,
    {
      config: { errors: ['ORGANIZATION_LOCKED'] },
      onRequest: requireCapability('ORGANIZATION_EDIT'),
      schema: {
        tags: ['organizations'],
        summary: 'Delete a document (not while verification is pending or approved)',
        params: DocumentParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await removeDocument(deps, authOf(request), request.params.id, request.params.docId);
      return ok(null);
    },
  );
};
