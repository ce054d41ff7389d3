import type { CompanyNotificationSettings, CurrentUser } from '@app/contract/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../../shared/session/get-current-user';

const schema = () => import('@app/contract/schemas/user').then((m) => m.CompanyNotificationSettingsSchema);

/** PUT /api/v1/organizations/users/{id}/notifications: the company user's flags ({id} is the caller). */
export function updateCompanyNotificationSettings(userId: number, body: CompanyNotificationSettings) {
  return apiRequest(`/api/v1/organizations/users/${userId}/notifications`, { method: 'PUT', body, schema });
}

export function useUpdateCompanyNotificationSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyNotificationSettings) => updateCompanyNotificationSettings(userId, body),
    onSuccess: (notificationSettings) => {
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (user) =>
        user?.role === 'ORGANIZATION' ? { ...user, notificationSettings } : user,
      );
    },
  });
}
