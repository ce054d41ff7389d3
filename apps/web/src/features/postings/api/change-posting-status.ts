import type { PostingStatus } from '@app/contract/rules/posting-progress';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/posting').then((m) => m.CompanyPostingSchema);

/**
 * PATCH …/job-postings/{id}?jobPostingStatus=: VISIBLE (approved organizations only), HIDDEN or DELETED (final).
 * `acknowledgeForbiddenQuestions` publishes despite the forbidden-question warning; `notifyUndecided` closes with the
 * default result notice to applicants still waiting (decision 039).
 */
export function changePostingStatus(
  orgId: number,
  id: number,
  status: PostingStatus,
  options: { acknowledgeForbiddenQuestions?: boolean; notifyUndecided?: boolean } = {},
) {
  return apiRequest(`/api/v1/organizations/${orgId}/job-postings/${id}`, {
    method: 'PATCH',
    query: {
      jobPostingStatus: status,
      ...(options.acknowledgeForbiddenQuestions ? { acknowledgeForbiddenQuestions: 'true' } : {}),
      ...(options.notifyUndecided ? { notifyUndecided: 'true' } : {}),
    },
    schema,
  });
}
