import type { OfferRequest } from '@app/contract/schemas/offer';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshHiring } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.ApplicationDetailSchema);

/** POST …/job-applications/{appId}/offers: sent at once, or held for an owner's approval. */
export function useSubmitOffer(orgId: number, appId: number) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: (body: OfferRequest) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-applications/${appId}/offers`, { method: 'POST', body, schema }),
    onSettled: refresh,
  });
}

/** POST …/offer/approve or …/offer/return (with the owner's note). */
export function useDecideOffer(orgId: number, appId: number) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: (input: { approve: true } | { approve: false; note: string }) =>
      apiRequest(
        `/api/v1/organizations/${orgId}/job-applications/${appId}/offer/${input.approve ? 'approve' : 'return'}`,
        { method: 'POST', body: input.approve ? undefined : { note: input.note }, schema },
      ),
    onSettled: refresh,
  });
}
