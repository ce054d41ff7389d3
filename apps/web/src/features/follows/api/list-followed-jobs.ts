import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.FollowedPostingPageSchema);

export const FOLLOWS_PAGE_SIZE = 10;

/** GET /api/v1/users/{id}/followed-jobs: postings the talent follows, most recently followed first. */
export function useFollowedJobs(userId: number, page: number) {
  return useQuery({
    queryKey: ['followed-jobs', userId, page],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/users/${userId}/followed-jobs`, {
        schema,
        query: { page, size: FOLLOWS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
