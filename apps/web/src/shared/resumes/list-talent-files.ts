import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const schema = () => import('@app/contract/schemas/resume').then((m) => m.TalentFileListSchema);

export const talentFilesQueryKey = (userId: number) => ['talent-files', userId] as const;

/** GET /api/v1/users/{id}/files: the talent's CV and portfolio PDFs. */
export const talentFilesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: talentFilesQueryKey(userId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/users/${userId}/files`, { schema, signal }),
  });

export function useTalentFiles(userId: number) {
  return useQuery(talentFilesQueryOptions(userId));
}
