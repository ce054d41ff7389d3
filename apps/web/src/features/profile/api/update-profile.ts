import type { ProfileUpdate } from '@app/contract/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

const schema = () => import('@app/contract/schemas/profile').then((m) => m.TalentProfileSchema);

/** PUT /api/v1/users/{id}/profile: replaces the whole profile; the answer is the stored profile. */
export function updateProfile(userId: number, body: ProfileUpdate) {
  return apiRequest(`/api/v1/users/${userId}/profile`, { method: 'PUT', body, schema });
}

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(userId, body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(userId), profile);
      void queryClient.invalidateQueries({ queryKey: ['talent-view', userId] });
    },
  });
}
