import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/fair-hiring').then((m) => m.TalentFairHiringSchema);
const requestSchema = () => import('@app/contract/schemas/fair-hiring').then((m) => m.DocumentRequestSchema);
const base = (userId: number, appId: number) => `/api/v1/users/${userId}/applications/${appId}`;

export const fairHiringQueryKey = (userId: number, appId: number) =>
  ['applications', userId, 'fair-hiring', appId] as const;

/** GET …/fair-hiring: the stated process and dates, any delay, the result's retention window and documents request. */
export function useFairHiring(userId: number, appId: number) {
  return useQuery({
    queryKey: fairHiringQueryKey(userId, appId),
    queryFn: ({ signal }) => apiRequest(`${base(userId, appId)}/fair-hiring`, { schema, signal }),
  });
}

/** POST …/document-request: asks the company to return or delete the documents of an unsuccessful application. */
export function requestDocuments(userId: number, appId: number, kind: 'RETURN' | 'DELETE') {
  return apiRequest(`${base(userId, appId)}/document-request`, {
    method: 'POST',
    body: { kind },
    schema: requestSchema,
  });
}
