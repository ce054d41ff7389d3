import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLang } from '../../../lib/use-lang';
import { hiringKeys } from './hiring-keys';

const schema = () => import('@app/contract/schemas/scorecard').then((m) => m.ApplicationScorecardsSchema);

/** GET …/job-applications/{appId}/scorecards: the confirmed interviews with the scorecards the caller may read. */
export function useScorecards(orgId: number, appId: number) {
  const lang = useLang();
  return useQuery({
    queryKey: [...hiringKeys.scorecards(orgId, appId), lang],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/organizations/${orgId}/job-applications/${appId}/scorecards`, { schema, signal }),
  });
}
