import type { AssessmentReport } from '@app/contract/schemas/assessment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { assessmentKeys, schemas } from './keys';

const schema = () => schemas().then((m) => m.AssessmentEntrySchema);

/** PATCH /api/v1/assessment-attempts/{id}/visibility: shows or hides a finished result to companies. */
export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, isPublic }: { attemptId: number; isPublic: boolean }) =>
      apiRequest(`/api/v1/assessment-attempts/${attemptId}/visibility`, {
        method: 'PATCH',
        body: { isPublic },
        schema,
      }),
    onSuccess: (entry) => {
      queryClient.setQueryData<AssessmentReport>(assessmentKeys.report(entry.id), (report) =>
        report ? { ...report, isPublic: entry.isPublic } : report,
      );
      void queryClient.invalidateQueries({ queryKey: ['assessments', 'history'] });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.catalogue() });
    },
  });
}
