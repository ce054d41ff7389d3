import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/profile').then((m) => m.TalentProfileViewSchema);

/** GET /api/v1/talents/{id}/profile: the profile as companies see it (404 for a hidden talent, to companies). */
export const talentViewQueryOptions = (talentId: number) =>
  queryOptions({
    queryKey: ['talent-view', talentId],
    queryFn: ({ signal }) => apiRequest(`/api/v1/talents/${talentId}/profile`, { schema, signal }),
  });

export const useTalentView = (talentId: number) => useQuery(talentViewQueryOptions(talentId));
