import { DeadLettersPage } from '../../features/admin/components/dead-letters-page';

/** `/admin/mails`: mails given up on after 72 hours of failed delivery, with a retry button each. */
export default function AdminMailsRoute() {
  return <DeadLettersPage />;
}
