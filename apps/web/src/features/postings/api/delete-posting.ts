import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.DeletedPostingSchema);

/** DELETE …/job-postings/{id}: only a posting nobody applied to (409 POSTING_HAS_APPLICATIONS otherwise). */
export function deletePosting(orgId: number, id: number) {
  return apiRequest(`/api/v1/organizations/${orgId}/job-postings/${id}`, { method: 'DELETE', schema });
}
