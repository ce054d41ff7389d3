import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.ApplicationDetailSchema);

export const applicationQueryKey = (userId: number, appId: number) =>
  ['applications', userId, 'detail', appId] as const;

/** GET /api/v1/users/{id}/applications/{appId}: one of the talent's applications with its history and interview. */
export function useApplication(userId: number, appId: number | null) {
  return useQuery({
    queryKey: applicationQueryKey(userId, appId ?? 0),
    queryFn: ({ signal }) => apiRequest(`/api/v1/users/${userId}/applications/${appId}`, { schema, signal }),
    enabled: appId !== null,
  });
}

/** The confirmed interview as an .ics file (the session cookie authenticates a plain link). */
export const interviewIcsUrl = (userId: number, appId: number) =>
  `/api/v1/users/${userId}/applications/${appId}/interview.ics`;
