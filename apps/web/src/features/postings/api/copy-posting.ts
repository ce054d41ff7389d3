import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.CompanyPostingSchema);

/** POST …/job-postings/{id}/copy: a new HIDDEN draft with the posting's content. */
export function copyPosting(orgId: number, id: number) {
  return apiRequest(`/api/v1/organizations/${orgId}/job-postings/${id}/copy`, { method: 'POST', schema });
}
