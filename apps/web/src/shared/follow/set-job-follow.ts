import { apiRequest } from '../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.FollowStateSchema);

/** PUT or DELETE /api/v1/jobs/{id}/follow: follows or stops following a posting. */
export function setJobFollow(id: number, follow: boolean) {
  return apiRequest(`/api/v1/jobs/${id}/follow`, { method: follow ? 'PUT' : 'DELETE', schema });
}
