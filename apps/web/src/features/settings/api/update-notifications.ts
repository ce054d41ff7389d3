import type { TalentNotificationsRequest } from '@app/contract/schemas/account';
import type { CurrentUser } from '@app/contract/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';

const schema = () => import('@app/contract/schemas/user').then((m) => m.TalentNotificationSettingsSchema);

/** PUT /api/v1/users/{id}/notifications (talent): flags left out keep their value. */
export function useUpdateTalentNotifications(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TalentNotificationsRequest) =>
      apiRequest(`/api/v1/users/${userId}/notifications`, { method: 'PUT', body, schema }),
    onSuccess: (settings) => {
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (user) =>
        user?.role === 'NORMAL' ? { ...user, notificationSettings: settings } : user,
      );
    },
  });
}
