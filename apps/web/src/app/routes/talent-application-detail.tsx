import { useParams } from 'react-router';
import { ApplicationDetailPage } from '../../features/applications/components/application-detail-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/talent/mypage/manage-job/document-review/:appId`: one application, its history and the talent's answers. */
export default function TalentApplicationDetailRoute() {
  const { data: user } = useCurrentUser();
  const appId = Number(useParams().appId);
  if (user?.role !== 'NORMAL') return null;
  return <ApplicationDetailPage userId={user.id} appId={Number.isInteger(appId) && appId > 0 ? appId : null} />;
}
