import { MailboxView } from '../../features/dev-mailbox/components/mailbox-view';

export default function DevMailboxRoute() {
  return <MailboxView />;
}
