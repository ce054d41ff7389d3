import { CompanySettingsPage } from '../../features/company/components/company-settings-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

export default function CompanySettingsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <CompanySettingsPage user={user} />;
}
