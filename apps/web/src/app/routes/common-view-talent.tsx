import { useParams } from 'react-router';
import { TalentProfileView } from '../../features/common-view/components/talent-profile-view';
import { useCurrentUser } from '../../shared/session/get-current-user';
import NotFoundRoute from './not-found';

/** `/common-view/talent/{id}`: any signed-in role; the server answers 404 for profiles the caller may not see. */
export default function CommonViewTalentRoute() {
  const { id } = useParams();
  const { data: user } = useCurrentUser();
  const talentId = Number(id);
  if (!user) return null;
  if (!Number.isInteger(talentId) || talentId <= 0) return <NotFoundRoute />;
  return <TalentProfileView talentId={talentId} viewer={user} />;
}
