import type { JobSeekingStatus } from '@app/contract/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

const schema = () => import('@app/contract/schemas/profile').then((m) => m.TalentProfileSchema);

/** PATCH /api/v1/users/{id}/profile/job-seeking-status: changes only the seeking status; the answer is the profile. */
export function updateJobSeekingStatus(userId: number, jobSeekingStatus: JobSeekingStatus) {
  return apiRequest(`/api/v1/users/${userId}/profile/job-seeking-status`, {
    method: 'PATCH',
    body: { jobSeekingStatus },
    schema,
  });
}

export function useUpdateJobSeekingStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: JobSeekingStatus) => updateJobSeekingStatus(userId, status),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(userId), profile);
      void queryClient.invalidateQueries({ queryKey: ['talent-view', userId] });
    },
  });
}
