import { OneClickUnsubscribe } from '../../features/settings/components/one-click-unsubscribe';

export default function NotificationUnsubscribeRoute() {
  return <OneClickUnsubscribe />;
}
