import type { PostingInput } from '@app/contract/schemas/posting';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.CompanyPostingSchema);

/** PUT /api/v1/organizations/{orgId}/job-postings/{id}: replaces the posting (not its status). */
export function updatePosting(orgId: number, id: number, body: PostingInput) {
  return apiRequest(`/api/v1/organizations/${orgId}/job-postings/${id}`, { method: 'PUT', body, schema });
}
