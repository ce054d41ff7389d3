import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/team').then((m) => m.PostingInterviewersSchema);
const url = (orgId: number, jobId: number) => `/api/v1/organizations/${orgId}/job-postings/${jobId}/interviewers`;
export const postingInterviewersKey = (orgId: number, jobId: number) =>
  ['team', orgId, 'posting-interviewers', jobId] as const;

/** GET …/job-postings/{jobId}/interviewers: the members assigned to the posting. */
export function usePostingInterviewers(orgId: number, jobId: number) {
  return useQuery({
    queryKey: postingInterviewersKey(orgId, jobId),
    queryFn: ({ signal }) => apiRequest(url(orgId, jobId), { schema, signal }),
  });
}

/** PUT …/job-postings/{jobId}/interviewers: the whole set of assigned members. */
export function useSavePostingInterviewers(orgId: number, jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => apiRequest(url(orgId, jobId), { method: 'PUT', body: { userIds }, schema }),
    onSuccess: (data) => queryClient.setQueryData(postingInterviewersKey(orgId, jobId), data),
  });
}
