import { MembershipEndedPage } from '../../features/team/components/membership-ended-page';

export default function TeamMembershipEndedRoute() {
  return <MembershipEndedPage />;
}
