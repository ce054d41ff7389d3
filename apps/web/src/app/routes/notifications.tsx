import { useSearchParams } from 'react-router';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/talent/mypage/notifications` and `/company/mypage/notifications` (`?page=` from 1). */
export default function NotificationsRoute() {
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1);
  if (user?.role !== 'NORMAL' && user?.role !== 'ORGANIZATION') return null;
  return (
    <NotificationsPage
      user={user}
      page={Number.isInteger(page) && page >= 1 ? page : 1}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
    />
  );
}
