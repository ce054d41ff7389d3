import { SigninUnlockView } from '../../features/auth/components/signin-unlock-view';

export default function SigninUnlockRoute() {
  return <SigninUnlockView />;
}
