import { envelopeOf } from '@app/contract/envelope';
import {
  OneClickPreviewQuerySchema,
  OneClickPreviewSchema,
  OneClickQuerySchema,
  OneClickRequestSchema,
  OneClickResultSchema,
} from '@app/contract/schemas/notification-flag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { applyOneClick, previewOneClick } from './notification-flags.service';

const FORM_MAX_BYTES = 1024;

/**
 * One-click links of notification mails, used signed out (the signed token is the proof): the web page previews
 * and confirms; mail programs POST `List-Unsubscribe=One-Click` to the same address (RFC 8058).
 */
export const notificationFlagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['notification-flags'];

  // RFC 8058 bodies are form-encoded; this parser exists only inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_MAX_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/api/v1/notification-flags/one-click',
    {
      config: { errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'] },
      schema: {
        tags,
        summary: 'What a one-click link would change: the setting, the account (partly hidden) and whether it is on',
        querystring: OneClickPreviewQuerySchema,
        response: { 200: envelopeOf(OneClickPreviewSchema) },
      },
    },
    async (request) => ok(await previewOneClick(deps, request.query.token)),
  );

  app.post(
    '/api/v1/notification-flags/one-click',
    {
      // The token is the only proof (the cookie is never read), and mail programs may post from anywhere.
      config: { anySite: true, errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'] },
      schema: {
        tags,
        summary:
          'Turn the setting of a one-click link off: `{ token }`, or `?token=` with `List-Unsubscribe=One-Click`',
        querystring: OneClickQuerySchema,
        body: OneClickRequestSchema,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        response: { 200: envelopeOf(OneClickResultSchema) },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw new AppError('VALIDATION_FAILED', 400, [{ path: 'token', key: 'validation.required' }]);
      return ok(await applyOneClick(deps, token));
    },
  );
};
