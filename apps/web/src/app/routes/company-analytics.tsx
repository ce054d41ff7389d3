import { AnalyticsPage } from '../../features/hiring/components/analytics-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** The role guard above guarantees a company user here; the page checks the member's role. */
export default function CompanyAnalyticsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <AnalyticsPage orgId={user.companyId} memberRole={user.memberRole} />;
}
