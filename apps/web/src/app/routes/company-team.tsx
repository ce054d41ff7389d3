import { TeamPage } from '../../features/team/components/team-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** The role guard above guarantees a company user here. */
export default function CompanyTeamRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <TeamPage orgId={user.companyId} userId={user.id} memberRole={user.memberRole} />;
}
