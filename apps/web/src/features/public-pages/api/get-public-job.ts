import type { PublicJob } from '@app/contract/schemas/public-pages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readPageData } from './page-data';

const schema = () => import('@app/contract/schemas/public-pages').then((m) => m.PublicJobSchema);

/** GET /api/v1/public/jobs/{id}: an open posting for visitors (410 once closed, 404 when not public). */
export function usePublicJob(id: number | null) {
  return useQuery({
    queryKey: ['public', 'job', id ?? 0],
    queryFn: ({ signal }) => apiRequest(`/api/v1/public/jobs/${id}`, { schema, signal }),
    enabled: id !== null,
    initialData: () => (id === null ? undefined : readPageData<PublicJob>(`job:${id}`)),
  });
}
