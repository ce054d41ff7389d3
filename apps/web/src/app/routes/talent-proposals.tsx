import { ProposalsPage } from '../../features/proposals/components/proposals-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/talent/mypage/proposals`: the position proposals the talent received. */
export default function TalentProposalsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <ProposalsPage userId={user.id} />;
}
