import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { ProposalsPage } from '../../features/proposals/components/proposals-page';

/** `/talent/mypage/proposals`: the position proposals the talent received. */
export default function TalentProposalsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <ProposalsPage userId={user.id} />;
}
