import { envelopeOf } from '@app/contract/envelope';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/mail';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether the request comes from the machine itself: a loopback socket and no sign of a proxy in between (a
 * forwarded header means someone else's request was relayed from this machine).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const isLoopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return isLoopback && !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

const MailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});

/**
 * The development mailbox: only registered when no SMTP server is configured, the public URL is local and no proxy
 * is trusted (config.devMailbox), and only answered to the person at the machine: anyone else gets the 404 of a
 * route that does not exist. Its mails hold verification and reset links, so reading it would take over accounts.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dev/mails',
    {
      config: { errors: ['NOT_FOUND'] },
      schema: {
        tags: ['development'],
        summary: 'Mails kept because no SMTP server is configured (development only)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: envelopeOf(z.array(MailSchema)) },
      },
    },
    async (request) => {
      if (!isFromThisMachine(request)) throw new AppError('NOT_FOUND', 404);
      const to = request.query.to?.trim().toLowerCase();
      const rows = await app.deps.db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.toAddress, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(50);
      return ok(
        rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          text: r.textBody,
          html: r.htmlBody,
          kind: r.kind,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    },
  );
};
