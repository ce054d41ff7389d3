import { ApplicationsPage } from '../../features/applications/components/applications-page';
import { useCurrentUser } from '../../features/auth/api/get-current-user';

/** `/talent/mypage/applications`: the talent's applications. */
export default function TalentApplicationsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <ApplicationsPage userId={user.id} />;
}
