import type { QuestionCreateRequest, QuestionUpdateRequest } from '@app/contract/schemas/assessment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminQuestionsKey } from './list-questions';

const schema = () => import('@app/contract/schemas/assessment').then((m) => m.AdminQuestionSchema);

/** POST /api/v1/admin/assessment-questions: a new question, drawn from now on. */
export function createQuestion(body: QuestionCreateRequest) {
  return apiRequest('/api/v1/admin/assessment-questions', { method: 'POST', body, schema });
}

/**
 * PUT /api/v1/admin/assessment-questions/{id}: edits the active version, in place when no attempt drew it, else as
 * the next version (a new id) while the drawn one stays for past reports.
 */
export function updateQuestion(id: number, body: QuestionUpdateRequest) {
  return apiRequest(`/api/v1/admin/assessment-questions/${id}`, { method: 'PUT', body, schema });
}

type Save = { id: null; body: QuestionCreateRequest } | { id: number; body: QuestionUpdateRequest };

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: Save) => (save.id === null ? createQuestion(save.body) : updateQuestion(save.id, save.body)),
    // Also after a failure: a 409 means the question changed meanwhile (e.g. retired), so the list refreshes.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
  });
}
