import type { SaveAnswerRequest } from '@app/contract/schemas/assessment';
import { apiRequest } from '../../../lib/api-client';
import { schemas } from './keys';

const schema = () => schemas().then((m) => m.SaveAnswerResponseSchema);

/** PUT /api/v1/assessment-attempts/{id}/answers/{questionId}: saves one answer; answers with the seconds left. */
export function saveAnswer(attemptId: number, questionId: number, body: SaveAnswerRequest) {
  return apiRequest(`/api/v1/assessment-attempts/${attemptId}/answers/${questionId}`, {
    method: 'PUT',
    body,
    schema,
  });
}
