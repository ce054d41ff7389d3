import type { TwoStepStatus } from '@app/contract/schemas/two-step';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/two-step').then((m) => m.TwoStepStatusSchema);

export const twoStepQueryKey = ['two-step'] as const;

/** GET /api/v1/auth/two-step: on or off, recovery codes left, and the organization's requirement. */
export const twoStepQueryOptions = () =>
  queryOptions({
    queryKey: twoStepQueryKey,
    queryFn: ({ signal }): Promise<TwoStepStatus> => apiRequest('/api/v1/auth/two-step', { schema, signal }),
  });

export function useTwoStepStatus() {
  return useQuery(twoStepQueryOptions());
}
