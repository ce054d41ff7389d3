import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/offer').then((m) => m.OfferSettingsResponseSchema);

/** GET …/offer-settings: whether offers need approval, and whether the caller is an owner who approves them. */
export const offerSettingsQuery = (orgId: number) =>
  queryOptions({
    queryKey: [...hiringKeys.all, 'offer-settings', orgId],
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/offer-settings`, { signal, schema }),
    staleTime: 60_000,
  });

export const useOfferSettings = (orgId: number) => useQuery(offerSettingsQuery(orgId));
