import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.CompanyPostingSchema);

export const companyPostingKey = (orgId: number, id: number) => ['company-posting', orgId, id] as const;

/** GET /api/v1/organizations/{orgId}/job-postings/{id}: one posting for the editor. */
export function useCompanyPosting(orgId: number, id: number | null) {
  return useQuery({
    queryKey: companyPostingKey(orgId, id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/job-postings/${id}`, { schema, signal }),
    enabled: id !== null,
  });
}
