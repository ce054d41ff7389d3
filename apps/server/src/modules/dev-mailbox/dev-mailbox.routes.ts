import { envelopeOf } from '@app/contract/envelope';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/mail';
import { ok } from '../../http/envelope';

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
 * The development mailbox: only registered when no SMTP server is configured and the app runs on a local address
 * (config.devMailbox), so mails that would have been
 * sent can be read locally. A real deployment sets SMTP_URL and this route does not exist.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dev/mails',
    {
      schema: {
        tags: ['development'],
        summary: 'Mails kept because no SMTP server is configured (development only)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: envelopeOf(z.array(MailSchema)) },
      },
    },
    async (request) => {
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
