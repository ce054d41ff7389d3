import { useCurrentUser } from '../../shared/session/get-current-user';
import { CompanySettingsPage } from '../screens/company-settings-page';

export default function CompanySettingsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <CompanySettingsPage user={user} />;
}
