import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/recruiting-analytics').then((m) => m.RecruitingAnalyticsSchema);

export type AnalyticsFilter = { from: string; to: string; jobPostingId: number | null; timeZone: string };

/** GET …/recruiting-analytics: the company's figures for a period, overall or for one posting. */
export function useRecruitingAnalytics(orgId: number, filter: AnalyticsFilter, enabled = true) {
  const params = new URLSearchParams({ from: filter.from, to: filter.to, timeZone: filter.timeZone });
  if (filter.jobPostingId !== null) params.set('jobPostingId', String(filter.jobPostingId));
  return useQuery({
    queryKey: [...hiringKeys.all, 'analytics', orgId, filter],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/recruiting-analytics?${params}`, { schema, signal }),
    enabled,
    // A new period keeps the last figures on screen (marked as updating) instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}
