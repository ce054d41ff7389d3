import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  AdminNoticePageSchema,
  AdminNoticeSchema,
  CreateNoticeRequestSchema,
  NoticeListQuerySchema,
  NoticeSchema,
} from '@app/contract/schemas/notice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { createNotice, getNotice, listNotices } from './notices.service';

/** Service notices: administrators publish and list them; talents and companies read those meant for them. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = requireRole('ADMIN');
  const tags = ['notices'];

  app.get(
    '/api/v1/admin/notices',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Published service notices, newest first, with how many users each reached',
        querystring: NoticeListQuerySchema,
        response: { 200: envelopeOf(AdminNoticePageSchema) },
      },
    },
    async (request) => ok(await listNotices(deps, request.query)),
  );

  app.post(
    '/api/v1/admin/notices',
    {
      config: { errors: ['NOTICE_DUPLICATE'] },
      onRequest: admin,
      schema: {
        tags,
        summary: 'Publish a notice (English and Korean) to all users, talents or companies: notifications and mails',
        body: CreateNoticeRequestSchema,
        response: { 201: envelopeOf(AdminNoticeSchema) },
      },
    },
    async (request, reply) => {
      const notice = await createNotice(deps, authOf(request), request.body);
      return reply.status(201).send(ok(notice, 201));
    },
  );

  app.get(
    '/api/v1/notices/:id',
    {
      onRequest: requireRole('NORMAL', 'ORGANIZATION', 'ADMIN'),
      schema: {
        tags,
        summary: 'A service notice of the caller’s audience, in the caller’s language (404 otherwise)',
        params: IdParamSchema,
        response: { 200: envelopeOf(NoticeSchema) },
      },
    },
    async (request) => ok(await getNotice(deps, authOf(request), request.params.id, requestLanguage(request))),
  );
};
