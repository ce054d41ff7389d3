import { ApplicationsPage } from '../../features/applications/components/applications-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/talent/mypage/manage-job/document-review`: every application of the talent. */
export default function TalentDocumentReviewRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <ApplicationsPage userId={user.id} />;
}
