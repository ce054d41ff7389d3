import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/application').then((m) => m.ApplyResponseSchema);

/** POST /api/v1/jobs/{id}/cancel-application: withdraws the application before a decision. */
export function cancelApplication(id: number) {
  return apiRequest(`/api/v1/jobs/${id}/cancel-application`, { method: 'POST', schema });
}
