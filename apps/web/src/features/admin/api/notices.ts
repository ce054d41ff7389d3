import type { CreateNoticeRequest } from '@app/contract/schemas/notice';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const pageSchema = () => import('@app/contract/schemas/notice').then((m) => m.AdminNoticePageSchema);
const noticeSchema = () => import('@app/contract/schemas/notice').then((m) => m.AdminNoticeSchema);

export const NOTICE_PAGE_SIZE = 10;
const noticesKey = ['admin', 'notices'] as const;

/** GET /api/v1/admin/notices: published notices, newest first, with how many users each reached. */
export function useNoticeList(page: number) {
  return useQuery({
    queryKey: [...noticesKey, page],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/admin/notices', { schema: pageSchema, signal, query: { page, size: NOTICE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/v1/admin/notices: publishes at once (notifications and mails); there is no draft. */
export function useCreateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateNoticeRequest) =>
      apiRequest('/api/v1/admin/notices', { method: 'POST', body, schema: noticeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
