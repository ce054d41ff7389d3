import { VerifyEmailView } from '../../features/auth/components/verify-email-view';

export default function SignupCompletedRoute() {
  return <VerifyEmailView />;
}
