import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ManagementParams, managementQuery } from '../lib/management-params';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.PostingCardPageSchema);

/** GET /api/v1/organizations/{orgId}/job-postings: the company's postings by status and progress, sorted. */
export function useCompanyPostings(orgId: number, params: ManagementParams) {
  const query = managementQuery(params);
  return useQuery({
    queryKey: ['company-postings', orgId, query],
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/job-postings`, { schema, query, signal }),
    placeholderData: keepPreviousData,
  });
}
