import type { PostingStatus } from '@app/contract/rules/posting-progress';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.CompanyPostingSchema);

/** PATCH …/job-postings/{id}?jobPostingStatus=: VISIBLE (approved organizations only), HIDDEN or DELETED (final). */
export function changePostingStatus(orgId: number, id: number, status: PostingStatus) {
  return apiRequest(`/api/v1/organizations/${orgId}/job-postings/${id}`, {
    method: 'PATCH',
    query: { jobPostingStatus: status },
    schema,
  });
}
