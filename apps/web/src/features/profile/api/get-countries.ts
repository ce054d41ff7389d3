import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/country').then((m) => m.CountryListSchema);

/** GET /api/v1/country-region: every country with its names per language; it rarely changes. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => apiRequest('/api/v1/country-region', { schema, signal }),
    staleTime: 60 * 60_000,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
