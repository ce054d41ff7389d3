import { AcceptInvitationPage } from '../../features/team/components/accept-invitation-page';

export default function TeamInvitationRoute() {
  return <AcceptInvitationPage />;
}
