import { envelopeOf } from '@app/contract/envelope';
import {
  NotificationStreamQuerySchema,
  PushPublicKeySchema,
  PushSubscribeRequestSchema,
  PushSubscriptionSchema,
  PushUnsubscribeRequestSchema,
} from '@app/contract/schemas/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import type { NonJsonResponse } from '../../http/openapi';
import { createStreamRegistry, openNotificationStream } from './notifications.stream';
import { pushPublicKey, subscribePush, unsubscribePush } from './push.service';

const EVENT_STREAM: NonJsonResponse = {
  description: 'Server-sent events: `unread`, `notification` and heartbeat comments, until the client leaves',
  content: { 'text/event-stream': 'text' },
};

/** Live notifications (server-sent events) and Web Push subscriptions, for talents and company users. */
export const liveNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const registry = createStreamRegistry();
  // Open streams would keep the server from closing; the hub's database listener goes with them.
  app.addHook('preClose', async () => registry.closeAll());
  app.addHook('onClose', async () => deps.notificationHub.stop());

  app.get(
    '/api/v1/notifications/stream',
    {
      config: { produces: EVENT_STREAM },
      onRequest: requireRole('NORMAL', 'ORGANIZATION'),
      schema: {
        tags: ['notifications'],
        summary: 'Server-sent events: `unread` on connect, `notification` for each new one (in `lang`), heartbeats',
        querystring: NotificationStreamQuerySchema,
      },
    },
    async (request, reply) =>
      openNotificationStream(
        deps,
        registry,
        request,
        reply,
        authOf(request),
        request.query.lang ?? requestLanguage(request),
      ),
  );

  app.get(
    '/api/v1/notifications/push/public-key',
    {
      onRequest: requireRole('NORMAL', 'ORGANIZATION'),
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID public key browsers subscribe with (null when push is not configured)',
        response: { 200: envelopeOf(PushPublicKeySchema) },
      },
    },
    async () => ok(pushPublicKey(deps)),
  );

  app.post(
    '/api/v1/notifications/push/subscriptions',
    {
      config: { errors: ['PUSH_NOT_CONFIGURED'] },
      onRequest: requireRole('NORMAL', 'ORGANIZATION'),
      schema: {
        tags: ['notifications'],
        summary: "Register this browser's push subscription for the caller (bound to this session)",
        body: PushSubscribeRequestSchema,
        response: { 201: envelopeOf(PushSubscriptionSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await subscribePush(deps, authOf(request), request.body), 201)),
  );

  app.delete(
    '/api/v1/notifications/push/subscriptions',
    {
      config: { errors: ['NOT_FOUND'] },
      onRequest: requireRole('NORMAL', 'ORGANIZATION'),
      schema: {
        tags: ['notifications'],
        summary: "Forget one of the caller's push subscriptions",
        body: PushUnsubscribeRequestSchema,
        response: { 200: envelopeOf(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => ok(await unsubscribePush(deps, authOf(request), request.body.endpoint)),
  );
};
