import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const noticeSchema = () => import('@app/contract/schemas/notice').then((m) => m.NoticeSchema);

/** GET /api/v1/notices/{id}: a service notice of the caller's audience, in the page's language. */
export function useNotice(id: number, lang: string) {
  return useQuery({
    queryKey: ['notice', id, lang],
    queryFn: ({ signal }) => apiRequest(`/api/v1/notices/${id}`, { schema: noticeSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
