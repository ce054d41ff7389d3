import type { InterestCategoriesRequest } from '@app/contract/schemas/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';

const schema = () => import('@app/contract/schemas/account').then((m) => m.InterestCategoriesSchema);

export const interestsQueryKey = (userId: number) => ['interests', userId] as const;

/** GET /api/v1/users/{id}/interest-categories: the skills and job roles the talent wants to work in. */
export const interestsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: interestsQueryKey(userId),
    queryFn: ({ signal }) => apiRequest(`/api/v1/users/${userId}/interest-categories`, { schema, signal }),
  });

export const useInterests = (userId: number) => useQuery(interestsQueryOptions(userId));

/** PUT /api/v1/users/{id}/interest-categories: replaces both lists; the user's hasInterestField follows. */
export function useUpdateInterests(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InterestCategoriesRequest) =>
      apiRequest(`/api/v1/users/${userId}/interest-categories`, { method: 'PUT', body, schema }),
    onSuccess: (data) => {
      queryClient.setQueryData(interestsQueryKey(userId), data);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
