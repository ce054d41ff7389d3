import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshHiring } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.BulkResultSchema);

/** POST …/job-applications/bulk-reject: one message to many candidates; each id is reported. */
export function useBulkReject(orgId: number) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: (body: { applicationIds: number[]; content: string; emailNotiFlag: boolean }) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-applications/bulk-reject`, { method: 'POST', body, schema }),
    onSettled: refresh,
  });
}
