import type { PublicCompany } from '@app/contract/schemas/public-pages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readPageData } from './page-data';

const schema = () => import('@app/contract/schemas/public-pages').then((m) => m.PublicCompanySchema);

/** GET /api/v1/public/organizations/{id}: a verified company's page and newest open postings, for visitors. */
export function usePublicCompany(id: number | null) {
  return useQuery({
    queryKey: ['public', 'company', id ?? 0],
    queryFn: ({ signal }) => apiRequest(`/api/v1/public/organizations/${id}`, { schema, signal }),
    enabled: id !== null,
    initialData: () => (id === null ? undefined : readPageData<PublicCompany>(`company:${id}`)),
  });
}
