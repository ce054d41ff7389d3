import { useParams } from 'react-router';
import { NoticePage } from '../../features/notifications/components/notice-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

const NOTIFICATIONS_PATH = { NORMAL: '/talent/mypage/notifications', ORGANIZATION: '/company/mypage/notifications' };

/** `/notices/{id}`, for any signed-in user of the notice's audience (the server answers 404 to others). */
export default function NoticeRoute() {
  const { id } = useParams();
  const { data: user } = useCurrentUser();
  const back = user && user.role !== 'ADMIN' ? NOTIFICATIONS_PATH[user.role] : null;
  return <NoticePage id={Number(id)} notificationsPath={back ?? null} />;
}
