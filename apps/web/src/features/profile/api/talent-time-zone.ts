import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/talent-time-zone').then((m) => m.TalentTimeZoneSchema);
const key = (userId: number) => ['talent-time-zone', userId] as const;
const url = (userId: number) => `/api/v1/users/${userId}/profile/time-zone`;

/** GET /api/v1/users/{id}/profile/time-zone: the chosen zone, the country's, and the one in use. */
export function useTalentTimeZone(userId: number) {
  return useQuery({ queryKey: key(userId), queryFn: ({ signal }) => apiRequest(url(userId), { schema, signal }) });
}

/** PUT …/profile/time-zone: a zone, or null to follow the country again. */
export function useUpdateTalentTimeZone(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string | null) => apiRequest(url(userId), { method: 'PUT', body: { timeZone }, schema }),
    onSuccess: (data) => client.setQueryData(key(userId), data),
  });
}
