import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { TalentSettingsPage } from '../../features/settings/components/talent-settings-page';

/** The role guard above guarantees a talent here. */
export default function TalentSettingsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <TalentSettingsPage user={user} />;
}
