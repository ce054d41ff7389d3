import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.JobDetailSchema);

export const jobKey = (id: number) => ['job', id] as const;

/** GET /api/v1/jobs/{id}: the posting as talents see it, with the caller's application and follows. */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: jobKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/jobs/${id}`, { schema, signal }),
    enabled: id !== null,
  });
}
