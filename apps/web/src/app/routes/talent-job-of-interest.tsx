import { useParams } from 'react-router';
import { FollowedJobsPage } from '../../features/follows/components/followed-jobs-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/talent/mypage/job-of-interest/:page`. */
export default function TalentJobOfInterestRoute() {
  const { data: user } = useCurrentUser();
  const page = Number(useParams().page ?? 1);
  if (user?.role !== 'NORMAL') return null;
  return <FollowedJobsPage userId={user.id} page={Number.isInteger(page) && page >= 1 ? page : 1} />;
}
