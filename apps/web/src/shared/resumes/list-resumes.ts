import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const schema = () => import('@app/contract/schemas/resume').then((m) => m.ResumeListSchema);

export const resumesQueryKey = (userId: number) => ['resumes', userId] as const;

/** GET /api/v1/users/{id}/resumes: the talent's résumé versions, oldest first (shared by the résumé page and applying). */
export const resumesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: resumesQueryKey(userId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/users/${userId}/resumes`, { schema, signal }),
  });

export function useResumes(userId: number) {
  return useQuery(resumesQueryOptions(userId));
}
