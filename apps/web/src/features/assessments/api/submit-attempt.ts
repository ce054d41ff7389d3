import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assessmentKeys, schemas } from './keys';

const schema = () => schemas().then((m) => m.AssessmentReportSchema);

/** POST /api/v1/assessment-attempts/{id}/submit: scores the attempt (idempotent) and returns its report. */
export function useSubmitAttempt(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/v1/assessment-attempts/${attemptId}/submit`, { method: 'POST', schema }),
    onSuccess: (report) => {
      queryClient.setQueryData(assessmentKeys.report(attemptId), report);
      queryClient.removeQueries({ queryKey: assessmentKeys.attempt(attemptId) });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    },
  });
}
