import { NoticesPage } from '../../features/admin/components/notices-page';

/** `/admin/notices`: service notices to all users, talents or companies. */
export default function AdminNoticesRoute() {
  return <NoticesPage />;
}
