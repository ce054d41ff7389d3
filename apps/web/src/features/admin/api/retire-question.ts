import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQuestionsKey } from './list-questions';

const schema = () => import('@app/contract/schemas/assessment').then((m) => m.AdminQuestionSchema);

/** POST /api/v1/admin/assessment-questions/{id}/retire: no longer drawn; past attempts and reports keep it. */
export function retireQuestion(id: number) {
  return apiRequest(`/api/v1/admin/assessment-questions/${id}/retire`, { method: 'POST', schema });
}

export function useRetireQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
  });
}
