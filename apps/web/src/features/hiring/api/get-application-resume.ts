import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/resume').then((m) => m.ApplicationResumeSchema);

const base = (orgId: number, appId: number) => `/api/v1/organizations/${orgId}/job-applications/${appId}`;

/** GET …/job-applications/{appId}/resume: the résumé, cover letter and files exactly as the candidate sent them. */
export const applicationResumeQueryOptions = (orgId: number, appId: number) =>
  queryOptions({
    queryKey: [...hiringKeys.application(orgId, appId), 'resume'] as const,
    queryFn: ({ signal }) => apiRequest(`${base(orgId, appId)}/resume`, { schema, signal }),
    staleTime: Number.POSITIVE_INFINITY, // what was sent never changes
  });

export function useApplicationResume(orgId: number, appId: number) {
  return useQuery(applicationResumeQueryOptions(orgId, appId));
}

export const applicationResumePdfUrl = (orgId: number, appId: number) => `${base(orgId, appId)}/resume.pdf`;
export const attachmentUrl = (orgId: number, appId: number, id: number) => `${base(orgId, appId)}/attachments/${id}`;
