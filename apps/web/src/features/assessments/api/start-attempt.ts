import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assessmentKeys, schemas } from './keys';

const schema = () => schemas().then((m) => m.AttemptSchema);

/** POST /api/v1/skill-assessments/{id}/attempts: starts a timed attempt (409 ATTEMPT_IN_PROGRESS, RETAKE_COOLDOWN). */
export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessmentId: number) =>
      apiRequest(`/api/v1/skill-assessments/${assessmentId}/attempts`, { method: 'POST', schema }),
    onSuccess: (attempt) => queryClient.setQueryData(assessmentKeys.attempt(attempt.id), attempt),
    // Refused or not, the catalogue learns the open attempt or the cooldown to show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.catalogue() }),
  });
}
