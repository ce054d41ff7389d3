import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { CompanySettingsPage } from '../../features/company/components/company-settings-page';

export default function CompanySettingsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <CompanySettingsPage user={user} />;
}
