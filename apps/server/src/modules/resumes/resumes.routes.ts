import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  ResumeCreateRequestSchema,
  ResumeImportRequestSchema,
  ResumeListSchema,
  ResumeParamsSchema,
  ResumeSchema,
  ResumeUpdateRequestSchema,
} from '@app/contract/schemas/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { PDF_FILE, replyWithFile } from '../../http/file-reply';
import * as resumes from './resumes.service';

const BASE = '/api/v1/users/:id/resumes';

/** A talent's résumé versions: list, create (from the profile or given content), import, edit, default, delete, print. */
export const resumesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = requireRole('NORMAL');
  const tags = ['resumes'];

  app.get(
    BASE,
    {
      onRequest,
      schema: {
        tags,
        summary: "The talent's résumé versions (oldest first)",
        params: IdParamSchema,
        response: { 200: envelopeOf(ResumeListSchema) },
      },
    },
    async (request) => ok(await resumes.listResumes(deps, authOf(request), request.params.id)),
  );

  app.post(
    BASE,
    {
      onRequest,
      config: { errors: ['RESUME_LIMIT_REACHED'] },
      schema: {
        tags,
        summary: 'Add a résumé version: the given content, or a copy of the profile as it is now (at most 5)',
        params: IdParamSchema,
        body: ResumeCreateRequestSchema,
        response: { 201: envelopeOf(ResumeSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await resumes.createResume(deps, authOf(request), request.params.id, request.body), 201)),
  );

  app.post(
    `${BASE}/import`,
    {
      onRequest,
      config: { errors: ['RESUME_LIMIT_REACHED', 'PAYLOAD_TOO_LARGE'] },
      schema: {
        tags,
        summary: 'Import a JSON Resume document (checked against its published schema) as a new version to review',
        params: IdParamSchema,
        body: ResumeImportRequestSchema,
        response: { 201: envelopeOf(ResumeSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await resumes.importResume(deps, authOf(request), request.params.id, request.body), 201)),
  );

  app.get(
    `${BASE}/:resumeId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'One résumé version',
        params: ResumeParamsSchema,
        response: { 200: envelopeOf(ResumeSchema) },
      },
    },
    async (request) => ok(await resumes.getResume(deps, authOf(request), request.params.id, request.params.resumeId)),
  );

  app.put(
    `${BASE}/:resumeId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a version, change its language or edit its content (the profile is not changed)',
        params: ResumeParamsSchema,
        body: ResumeUpdateRequestSchema,
        response: { 200: envelopeOf(ResumeSchema) },
      },
    },
    async (request) =>
      ok(await resumes.editResume(deps, authOf(request), request.params.id, request.params.resumeId, request.body)),
  );

  app.post(
    `${BASE}/:resumeId/default`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Make this version the default one (sent when applying without a choice); returns every version',
        params: ResumeParamsSchema,
        response: { 200: envelopeOf(ResumeListSchema) },
      },
    },
    async (request) =>
      ok(await resumes.makeDefaultResume(deps, authOf(request), request.params.id, request.params.resumeId)),
  );

  app.delete(
    `${BASE}/:resumeId`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a version (the oldest remaining one becomes the default); returns every version left',
        params: ResumeParamsSchema,
        response: { 200: envelopeOf(ResumeListSchema) },
      },
    },
    async (request) =>
      ok(await resumes.removeResume(deps, authOf(request), request.params.id, request.params.resumeId)),
  );

  app.get(
    `${BASE}/:resumeId/json-resume`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The version as a JSON Resume document (jsonresume.org schema 1.0)',
        params: ResumeParamsSchema,
        response: { 200: envelopeOf(z.object({ name: z.string(), document: z.record(z.string(), z.unknown()) })) },
      },
    },
    async (request) =>
      ok(await resumes.exportResume(deps, authOf(request), request.params.id, request.params.resumeId)),
  );

  app.get(
    `${BASE}/:resumeId.pdf`,
    {
      onRequest,
      config: { produces: PDF_FILE },
      schema: {
        tags,
        summary: 'The version printed as a PDF in its language (Korean fonts embedded)',
        params: ResumeParamsSchema,
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await resumes.resumePdf(
        deps,
        authOf(request),
        request.params.id,
        request.params.resumeId,
      );
      return replyWithFile(reply, { contentType: 'application/pdf', fileName }, bytes, false);
    },
  );
};
