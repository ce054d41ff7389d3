import type { ApplyRequest } from '@app/contract/schemas/resume';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/application').then((m) => m.ApplyResponseSchema);

/**
 * POST /api/v1/jobs/{id}/apply: applies in one step with the chosen résumé, files and cover letter (409
 * PROFILE_INCOMPLETE lists what is missing).
 */
export function applyToJob(id: number, choice: ApplyRequest = {}) {
  return apiRequest(`/api/v1/jobs/${id}/apply`, { method: 'POST', body: choice, schema });
}
