import { z } from 'zod';
import { pageOf } from '../envelope';
import { PageQuerySchema } from './common';

/** `GET /api/v1/admin/mails/dead`: mails the outbox gave up on after its retry window, newest first. */
export const DeadLetterListQuerySchema = PageQuerySchema;
export type DeadLetterListQuery = z.infer<typeof DeadLetterListQuerySchema>;

export const DeadLetterSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  locale: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  firstFailedAt: z.iso.datetime().nullable(),
  lastAttemptAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type DeadLetter = z.infer<typeof DeadLetterSchema>;
export const DeadLetterPageSchema = pageOf(DeadLetterSchema);
export type DeadLetterPage = z.infer<typeof DeadLetterPageSchema>;

/** `POST /api/v1/admin/mails/:id/retry`: the mail is due again, with a fresh retry window. */
export const DeadLetterRetryResponseSchema = z.object({ id: z.number().int(), status: z.literal('PENDING') });
export type DeadLetterRetryResponse = z.infer<typeof DeadLetterRetryResponseSchema>;
