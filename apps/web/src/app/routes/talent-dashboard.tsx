import { useCurrentUser } from '../../shared/session/get-current-user';
import { TalentDashboard } from '../screens/talent-dashboard';

/** The role guard above guarantees a talent here. */
export default function TalentDashboardRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <TalentDashboard user={user} />;
}
