import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema, type Role } from '@app/contract/schemas/common';
import {
  MarkNotificationsReadRequestSchema,
  MarkNotificationsReadResponseSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
} from '@app/contract/schemas/notification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { listNotifications, markNotificationsRead } from './notifications.service';

/** The same two calls for talents (`/users/{id}`) and companies (`/organizations/users/{id}`); `{id}` is the caller. */
const BASES: { base: string; role: Role; who: string }[] = [
  { base: '/api/v1/users/:id/notifications', role: 'NORMAL', who: 'talent' },
  { base: '/api/v1/organizations/users/:id/notifications', role: 'ORGANIZATION', who: 'company' },
];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  for (const { base, role, who } of BASES) {
    app.get(
      base,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ['notifications'],
          summary: `The ${who}'s notifications, newest first, with the unread count`,
          params: IdParamSchema,
          querystring: NotificationListQuerySchema,
          response: { 200: envelopeOf(NotificationPageSchema) },
        },
      },
      async (request) =>
        ok(await listNotifications(deps, authOf(request), request.params.id, requestLanguage(request), request.query)),
    );

    app.patch(
      `${base}/read`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ['notifications'],
          summary: `Mark the ${who}'s notifications as read (the given ids, or all)`,
          params: IdParamSchema,
          // No body at all means "mark everything read".
          body: MarkNotificationsReadRequestSchema.nullish(),
          response: { 200: envelopeOf(MarkNotificationsReadResponseSchema) },
        },
      },
      async (request) => ok(await markNotificationsRead(deps, authOf(request), request.params.id, request.body?.ids)),
    );
  }
};
