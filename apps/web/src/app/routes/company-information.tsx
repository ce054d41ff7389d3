import { OrganizationPage } from '../../features/company/components/organization-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** The role guard above guarantees a company user here. */
export default function CompanyInformationRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <OrganizationPage organizationId={user.companyId} />;
}
