import type { FairHiringSettings } from '@app/contract/schemas/fair-hiring';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/fair-hiring').then((m) => m.FairHiringSettingsSchema);

export const settingsQueryKey = (orgId: number) => ['fair-hiring', orgId, 'settings'] as const;

/** GET …/fair-hiring/settings: the grace period before applicants are told of a delay. */
export function useFairHiringSettings(orgId: number) {
  return useQuery({
    queryKey: settingsQueryKey(orgId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/fair-hiring/settings`, { schema, signal }),
  });
}

/** PUT …/fair-hiring/settings (owners). */
export function saveFairHiringSettings(orgId: number, body: FairHiringSettings) {
  return apiRequest(`/api/v1/organizations/${orgId}/fair-hiring/settings`, { method: 'PUT', body, schema });
}
