import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.CompanyApplicationDetailSchema);

/**
 * GET /api/v1/organizations/{orgId}/job-applications/{appId}: the candidate's application with its history. The
 * first open moves APPLIED to DOCUMENT_REVIEW on the server, so the lists and counts are refreshed once it loads.
 */
export function useCandidateApplication(orgId: number, appId: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: hiringKeys.application(orgId, appId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/job-applications/${appId}`, { schema, signal }),
  });
  const openedAt = query.data?.openedAt;
  useEffect(() => {
    if (!openedAt) return;
    void client.invalidateQueries({ queryKey: ['hiring', 'candidates', orgId] });
    void client.invalidateQueries({ queryKey: hiringKeys.summary(orgId) });
  }, [client, orgId, openedAt]);
  return query;
}
