import { canMember } from '@app/contract/rules/member-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.CompanyApplicationDetailSchema);

/**
 * GET /api/v1/organizations/{orgId}/job-applications/{appId} (the candidate's application with its history, read
 * only), then, the first time the company looks at it, POST …/open: APPLIED moves to DOCUMENT_REVIEW and the talent
 * is told. The lists and counts are refreshed once it is opened. Only members who decide open it (an interviewer
 * reading the application does not move it, decision 034).
 */
export function useCandidateApplication(orgId: number, appId: number) {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const decides = user?.role === 'ORGANIZATION' && canMember(user.memberRole, 'CANDIDATES_DECIDE');
  const key = hiringKeys.application(orgId, appId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(`/api/v1/organizations/${orgId}/job-applications/${appId}`, { schema, signal }),
  });
  const open = useMutation({
    mutationFn: () =>
      apiRequest(`/api/v1/organizations/${orgId}/job-applications/${appId}/open`, { method: 'POST', schema }),
    onSuccess: (detail) => {
      client.setQueryData(key, detail);
      void client.invalidateQueries({ queryKey: ['hiring', 'candidates', orgId] });
      void client.invalidateQueries({ queryKey: hiringKeys.summary(orgId) });
    },
  });
  // Open once per application shown (a failed open leaves the read view as it is).
  const opened = useRef<number | null>(null);
  const needsOpening = decides && query.data !== undefined && query.data.openedAt === null;
  useEffect(() => {
    if (!needsOpening || opened.current === appId) return;
    opened.current = appId;
    open.mutate();
  }, [needsOpening, appId, open]);
  return query;
}
