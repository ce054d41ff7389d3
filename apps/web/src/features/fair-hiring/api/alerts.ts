import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const alertsSchema = () => import('@app/contract/schemas/fair-hiring').then((m) => m.FairHiringAlertsSchema);
const requestSchema = () => import('@app/contract/schemas/fair-hiring').then((m) => m.DocumentRequestSchema);

export const alertsQueryKey = (orgId: number) => ['fair-hiring', orgId, 'alerts'] as const;

/** GET …/fair-hiring/alerts: applications past a stated date and documents requests waiting for the company. */
export function useFairHiringAlerts(orgId: number) {
  return useQuery({
    queryKey: alertsQueryKey(orgId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/fair-hiring/alerts`, { schema: alertsSchema, signal }),
  });
}

/** POST …/document-requests/{id}/confirm: the documents were returned or deleted (the application turns anonymous). */
export function confirmDocumentRequest(orgId: number, requestId: number) {
  return apiRequest(`/api/v1/organizations/${orgId}/document-requests/${requestId}/confirm`, {
    method: 'POST',
    schema: requestSchema,
  });
}
