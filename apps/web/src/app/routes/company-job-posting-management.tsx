import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { ManagementPage } from '../../features/postings/components/management-page';

/** The role guard above guarantees a company user here. */
export default function CompanyJobPostingManagementRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <ManagementPage orgId={user.companyId} />;
}
