import { ManagementPage } from '../../features/postings/components/management-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** The role guard above guarantees a company user here. */
export default function CompanyJobPostingManagementRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <ManagementPage orgId={user.companyId} />;
}
