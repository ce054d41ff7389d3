import { ProfileRegisterPage } from '../../features/profile/components/profile-register-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** The role guard above guarantees a talent here. */
export default function TalentProfileRegisterRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <ProfileRegisterPage user={user} />;
}
