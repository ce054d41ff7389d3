import { envelopeOf } from '@app/contract/envelope';
import { OrgApplicationParamsSchema } from '@app/contract/schemas/hiring';
import { ApplicationAttachmentParamsSchema, ApplicationResumeSchema } from '@app/contract/schemas/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import { PDF_FILE, replyWithFile } from '../../http/file-reply';
import { applicationResumePdf, getApplicationResume, readApplicationAttachment } from './application-resume.service';

const BASE = '/api/v1/organizations/:orgId/job-applications/:appId';

/** What a candidate sent, for the company of the posting (404 to anyone else). */
export const applicationResumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Interviewers read what was sent for their postings' candidates (the services check the posting, decision 034).
  const onRequest = requireCapability('CANDIDATES_ASSIGNED');
  const tags = ['hiring'];

  app.get(
    `${BASE}/resume`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The résumé, cover letter and files the candidate sent, exactly as sent',
        params: OrgApplicationParamsSchema,
        response: { 200: envelopeOf(ApplicationResumeSchema) },
      },
    },
    async (request) =>
      ok(await getApplicationResume(deps, authOf(request), request.params.orgId, request.params.appId)),
  );

  app.get(
    `${BASE}/resume.pdf`,
    {
      onRequest,
      config: { produces: PDF_FILE },
      schema: {
        tags,
        summary: "The sent résumé as a PDF, stamped with the company's name and today's date",
        params: OrgApplicationParamsSchema,
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await applicationResumePdf(
        deps,
        authOf(request),
        request.params.orgId,
        request.params.appId,
      );
      return replyWithFile(reply, { contentType: 'application/pdf', fileName }, bytes, false);
    },
  );

  app.get(
    `${BASE}/attachments/:attachmentId`,
    {
      onRequest,
      config: { produces: PDF_FILE },
      schema: { tags, summary: 'Download a file the candidate sent', params: ApplicationAttachmentParamsSchema },
    },
    async (request, reply) => {
      const { file, bytes } = await readApplicationAttachment(
        deps,
        authOf(request),
        request.params.orgId,
        request.params.appId,
        request.params.attachmentId,
      );
      return replyWithFile(reply, file, bytes, false);
    },
  );
};
