import type { Country } from '@app/contract/schemas/country';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const schema = () => import('@app/contract/schemas/country').then((m) => m.CountryListSchema);

/** The server lets caches keep the list for a day (`max-age=86400`); the client keeps it as long. */
const COUNTRIES_STALE_MS = 24 * 60 * 60_000;

/** GET /api/v1/country-region: every country with its names per language. */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiRequest('/api/v1/country-region', { schema, signal });
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: COUNTRIES_STALE_MS,
    // 88 KB of names, for filters and forms: not in a server-rendered page's state (decision 052).
    meta: { afterHydration: true },
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
