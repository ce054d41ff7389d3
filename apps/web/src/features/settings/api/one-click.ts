import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';

const previewSchema = () => import('@app/contract/schemas/notification-flag').then((m) => m.OneClickPreviewSchema);
const resultSchema = () => import('@app/contract/schemas/notification-flag').then((m) => m.OneClickResultSchema);

const oneClickKey = (token: string) => ['notification-flags', 'one-click', token] as const;

/** GET /api/v1/notification-flags/one-click?token=…: the setting the mail's link turns off, signed out. */
export function useOneClickPreview(token: string) {
  return useQuery({
    queryKey: oneClickKey(token),
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/notification-flags/one-click', {
        query: { token },
        schema: previewSchema,
        signal,
        skipSessionHandler: true,
      }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** POST /api/v1/notification-flags/one-click { token }: turns the setting off (doing it twice is harmless). */
export function useApplyOneClick(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/v1/notification-flags/one-click', {
        method: 'POST',
        body: { token },
        schema: resultSchema,
        skipSessionHandler: true,
      }),
    // A signed-in user's settings page shows the change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
