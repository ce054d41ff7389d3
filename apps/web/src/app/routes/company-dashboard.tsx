import { CompanyDashboard } from '../../features/dashboard/components/company-dashboard';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** The role guard above guarantees a company user here. */
export default function CompanyDashboardRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <CompanyDashboard user={user} />;
}
