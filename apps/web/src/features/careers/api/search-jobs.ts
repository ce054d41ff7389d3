import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type JobFilters, jobSearchQuery } from '../lib/search-params';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.JobSearchPageSchema);

/** GET /api/v1/jobs: open postings matching the filters. */
export function useJobSearch(filters: JobFilters) {
  const query = jobSearchQuery(filters);
  return useQuery({
    queryKey: ['jobs', query],
    queryFn: ({ signal }) => apiRequest('/api/v1/jobs', { schema, query, signal }),
    placeholderData: keepPreviousData,
  });
}
