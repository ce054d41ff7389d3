import { useParams } from 'react-router';
import { FollowedCompaniesPage } from '../../features/follows/components/followed-companies-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/talent/mypage/company-of-interest/:page`. */
export default function TalentCompanyOfInterestRoute() {
  const { data: user } = useCurrentUser();
  const page = Number(useParams().page ?? 1);
  if (user?.role !== 'NORMAL') return null;
  return <FollowedCompaniesPage userId={user.id} page={Number.isInteger(page) && page >= 1 ? page : 1} />;
}
