import type { Country } from '@app/contract/schemas/country';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/country').then((m) => m.CountryListSchema);

/** GET /api/v1/country-region: every country with its names; it hardly changes, so it is kept for the session. */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiRequest('/api/v1/country-region', { schema, signal });
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: ({ signal }) => getCountries(signal), staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
