import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const DevMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof DevMailSchema>;

/** GET /api/v1/dev/mails: the newest 50 kept mails, optionally for one address (404 when SMTP is configured). */
export function getDevMails(to: string, signal?: AbortSignal) {
  return apiRequest('/api/v1/dev/mails', {
    query: { to: to || undefined },
    schema: async () => z.array(DevMailSchema),
    signal,
  });
}

export const devMailsQueryOptions = (to: string) =>
  queryOptions({
    queryKey: ['dev-mails', to],
    queryFn: ({ signal }) => getDevMails(to, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDevMails(to: string) {
  return useQuery(devMailsQueryOptions(to));
}
