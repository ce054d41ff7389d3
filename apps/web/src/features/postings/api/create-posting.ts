import type { PostingInput } from '@app/contract/schemas/posting';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.CompanyPostingSchema);

/** POST /api/v1/organizations/{orgId}/job-posting: a new posting; it starts HIDDEN (a draft). */
export function createPosting(orgId: number, body: PostingInput) {
  return apiRequest(`/api/v1/organizations/${orgId}/job-posting`, { method: 'POST', body, schema });
}
