import { SocialSignupView } from '../../features/auth/components/social-signup-form';

/** `/auth/social/complete`: where the server sends a new person back from a sign-in provider. */
export default function SocialCompleteRoute() {
  return <SocialSignupView />;
}
