import { useCurrentUser } from '../../shared/session/get-current-user';
import { CompanyDashboard } from '../screens/company-dashboard';

/** The role guard above guarantees a company user here. */
export default function CompanyDashboardRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <CompanyDashboard user={user} />;
}
